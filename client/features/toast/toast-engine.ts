/** The toasters (Ark UI): loaded with the first toast, see toaster.ts. */
import { createToaster } from '@ark-ui/react/toast';

import { DEFAULT_TOAST_POSITION, LINK_TOAST_DURATION_MS, TOAST_DURATION_MS, TOAST_POSITIONS, type ToastMeta, type ToastOptions, type ToastPosition } from './toast-options';

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
