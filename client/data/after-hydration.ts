import { startTransition, useEffect, useState } from 'react';

/**
 * Browser work that can wait until the page has hydrated: the first moment the main thread is idle
 * after the page loaded. React hydrates the page's sections in slices before that; data arriving
 * earlier would reach sections still being hydrated, and React hydrates those at once, urgently,
 * in one long task.
 */
let idle = false;
const waiting = new Set<() => void>();
let scheduled = false;

/** The longest a caller waits for an idle moment (a busy page still gets its personal data). */
const IDLE_TIMEOUT_MS = 2_000;

function scheduleIdle(): void {
  if (scheduled) return;
  scheduled = true;
  const release = () => {
    idle = true;
    for (const callback of [...waiting]) callback();
    waiting.clear();
  };
  // Safari has no requestIdleCallback: a task after the current ones is the nearest thing.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(release, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(release, 1);
}

/** Calls back once the page is past hydration and idle; answers the cancel. */
export function whenHydratedAndIdle(callback: () => void): () => void {
  if (idle) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  scheduleIdle();
  return () => waiting.delete(callback);
}

// Set by the router on the first client navigation: from then on no server markup is left to
// hydrate, so a component that mounts after the idle moment can start with true.
let navigated = false;

/** The router calls this on a client navigation (pushState or back/forward). */
export function markClientNavigation(): void {
  navigated = true;
}

/**
 * False on the server and while the page hydrates, true from the first idle moment after. A
 * component mounted after a client navigation reads true at once; one hydrating later (a streamed
 * section or an island) hydrates with false, as the server rendered it, and updates after.
 *
 * The update is a transition, not the urgent re-render useSyncExternalStore forces when a snapshot
 * differs from the server's: a section that hydrates after the idle moment would otherwise re-render
 * at once and pull every streamed section still dehydrated inside it through in one long task.
 */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(() => idle && navigated);
  useEffect(() => {
    if (after) return;
    return whenHydratedAndIdle(() => startTransition(() => setAfter(true)));
  }, [after]);
  return after;
}
