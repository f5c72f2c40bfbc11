import { createToaster } from '@ark-ui/react/toast';

/** Toast options (document 1 §3 Toast). */
export interface ToastOptions {
  status: 'success' | 'info' | 'warning' | 'error';
  message: string;
  /** Milliseconds; default 5000 (link toasts 20000). */
  duration?: number;
  isClosable?: boolean;
  linkText?: string;
  /** Prefix-free internal path. */
  linkUrl?: string;
}

/** Document 1 §9 Toasts: 5000 ms, link toasts 20000 ms, top-right. */
export const TOAST_DURATION_MS = 5000;
export const LINK_TOAST_DURATION_MS = 20_000;

/** What the toast region reads from a toast besides its title and type. */
export interface ToastMeta {
  closable: boolean;
  linkText?: string;
  linkUrl?: string;
}

/**
 * The one toaster of the page. It lives in the browser only: showToast is called from event
 * handlers, never while rendering on the server.
 */
export const toaster = createToaster({ placement: 'top-end', gap: 12, overlap: false, offsets: '1rem' });

/** Shows a toast: only one at a time, so a new toast closes any other (document 1 §4 Toasts). */
export function showToast(options: ToastOptions): void {
  const hasLink = Boolean(options.linkText && options.linkUrl);
  toaster.remove();
  const meta: ToastMeta = { closable: options.isClosable ?? true, linkText: options.linkText, linkUrl: options.linkUrl };
  toaster.create({
    type: options.status,
    title: options.message,
    duration: options.duration ?? (hasLink ? LINK_TOAST_DURATION_MS : TOAST_DURATION_MS),
    closable: meta.closable,
    meta: { ...meta },
  });
}
