import { createToaster } from '@ark-ui/react/toast';

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

const PLACEMENT = {
  top: 'top',
  'top-right': 'top-end',
  'top-left': 'top-start',
  bottom: 'bottom',
  'bottom-right': 'bottom-end',
  'bottom-left': 'bottom-start',
} as const satisfies Record<ToastPosition, string>;

type Toaster = ReturnType<typeof createToaster>;
const toasters = new Map<ToastPosition, Toaster>();

/** The toaster of a position (Ark places a whole toaster, so each position has its own). */
export function toasterAt(position: ToastPosition): Toaster {
  let found = toasters.get(position);
  if (!found) {
    found = createToaster({ placement: PLACEMENT[position], gap: 12, overlap: false, offsets: '1rem' });
    toasters.set(position, found);
  }
  return found;
}

/**
 * The default (top-right) toaster of the page. Toasters live in the browser only: showToast is
 * called from event handlers, never while rendering on the server.
 */
export const toaster = toasterAt(DEFAULT_TOAST_POSITION);

// Positions other than the default get a region once a toast has used them.
const usedPositions = new Set<ToastPosition>([DEFAULT_TOAST_POSITION]);
let positionsSnapshot: ToastPosition[] = [DEFAULT_TOAST_POSITION];
const positionListeners = new Set<() => void>();

/** Positions that need a toast region, for useSyncExternalStore. */
export function toastPositions(): ToastPosition[] {
  return positionsSnapshot;
}

export function subscribeToToastPositions(listener: () => void): () => void {
  positionListeners.add(listener);
  return () => positionListeners.delete(listener);
}

function usePosition(position: ToastPosition): void {
  if (usedPositions.has(position)) return;
  usedPositions.add(position);
  positionsSnapshot = TOAST_POSITIONS.filter((p) => usedPositions.has(p));
  for (const listener of positionListeners) listener();
}

/** Removes every toast at every position. */
export function removeAllToasts(): void {
  for (const each of toasters.values()) each.remove();
}

/** Shows a toast: only one at a time, so a new toast closes any other (document 1 §4 Toasts). */
export function showToast(options: ToastOptions): void {
  const hasLink = Boolean(options.linkText && options.linkUrl);
  const position = options.position ?? DEFAULT_TOAST_POSITION;
  removeAllToasts();
  usePosition(position);
  const meta: ToastMeta = {
    closable: options.isClosable ?? false,
    icon: options.icon ?? options.status,
    position,
    linkText: options.linkText,
    linkUrl: options.linkUrl,
  };
  toasterAt(position).create({
    type: options.status,
    title: options.message,
    duration: options.duration ?? (hasLink ? LINK_TOAST_DURATION_MS : TOAST_DURATION_MS),
    closable: meta.closable,
    meta: { ...meta },
  });
}
