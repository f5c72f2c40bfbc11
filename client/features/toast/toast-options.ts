/** Toast options and constants (document 1 §3 Toast, §9), free of the toast library. */
export type ToastStatus = 'success' | 'info' | 'warning' | 'error';
/** Where a toast shows (document 1 §3 Toast `position`); top-right by default (§9). */
export type ToastPosition = 'top' | 'top-right' | 'top-left' | 'bottom' | 'bottom-right' | 'bottom-left';
/** A toast's icon (document 1 §3 Toast `icon`): the status icon by default, another one, or none. */
export type ToastIcon = ToastStatus | 'heart' | 'cart' | 'vehicle' | 'store' | 'none';

/** Toast options (document 1 §3 Toast). Fields are only ever added, optional. */
export interface ToastOptions {
  status: ToastStatus;
  message: string;
  /** Milliseconds; default 5000 (link toasts 20000). */
  duration?: number;
  /** Shows a close button; off by default (document 2 §9), an area that wants one asks for it. */
  isClosable?: boolean;
  linkText?: string;
  /** Prefix-free internal path. */
  linkUrl?: string;
  /** Default: the icon of the status. */
  icon?: ToastIcon;
  /** Default: top-right. */
  position?: ToastPosition;
}

/** Document 1 §9 Toasts: 5000 ms, link toasts 20000 ms, top-right, not closable by default. */
export const TOAST_DURATION_MS = 5000;
export const LINK_TOAST_DURATION_MS = 20_000;
export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-right';
export const TOAST_POSITIONS: readonly ToastPosition[] = ['top', 'top-right', 'top-left', 'bottom', 'bottom-right', 'bottom-left'];

/** What the toast region reads from a toast besides its title and type. */
export interface ToastMeta {
  closable: boolean;
  icon: ToastIcon;
  position: ToastPosition;
  linkText?: string;
  linkUrl?: string;
}

