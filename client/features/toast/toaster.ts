import type { ToastOptions } from './toast-options';

export * from './toast-options';

/**
 * showToast for every feature: the toast region and the toast library load with the first toast
 * (decision 220). The region mounts first, so the toast lands in a live region that is there.
 */
let wanted = false;
const listeners = new Set<() => void>();
let regionReady: Promise<void> | null = null;
let markReady: () => void = () => undefined;

/** Whether any toast has been asked for (the shell mounts the region from then on). */
export function toastsWanted(): boolean {
  return wanted;
}

export function subscribeToToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the region once it is on the page. */
export function toastRegionMounted(): void {
  markReady();
}

export function showToast(options: ToastOptions): void {
  if (!regionReady) {
    regionReady = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    wanted = true;
    for (const listener of listeners) listener();
  }
  const engine = import('./toast-engine');
  void regionReady.then(() => engine).then((m) => m.showToast(options));
}
