import { islandsSettled, settleIslands } from '../components/lazy/island';
import { markClientNavigation } from '../data/after-hydration';

/** The browser location as an external store, so React reads it with useSyncExternalStore. */
const NAVIGATE_EVENT = 'axle:navigate';

// The location React renders. It follows the address bar once every header island has hydrated:
// a new location must not reach a boundary whose code has not loaded (decision 220).
let rendered: string | null = null;

function addressBarHref(): string {
  return window.location.pathname + window.location.search;
}

export function currentHref(): string {
  rendered ??= addressBarHref();
  return rendered;
}

export function subscribeToLocation(onChange: () => void): () => void {
  const follow = () => {
    const apply = () => {
      markClientNavigation();
      rendered = addressBarHref();
      onChange();
    };
    if (islandsSettled()) apply();
    else void settleIslands().then(apply);
  };
  window.addEventListener('popstate', follow);
  window.addEventListener(NAVIGATE_EVENT, follow);
  return () => {
    window.removeEventListener('popstate', follow);
    window.removeEventListener(NAVIGATE_EVENT, follow);
  };
}

/**
 * Changes the URL without a reload and tells subscribers. While header islands still wait for
 * their code, the address bar changes with the page, once they have hydrated: a link clicked
 * meanwhile belongs to the page the address bar shows.
 */
export function pushHref(href: string, replace = false): void {
  const go = () => {
    if (replace) window.history.replaceState(null, '', href);
    else window.history.pushState(null, '', href);
    window.dispatchEvent(new Event(NAVIGATE_EVENT));
  };
  if (islandsSettled()) go();
  else void settleIslands().then(go);
}
