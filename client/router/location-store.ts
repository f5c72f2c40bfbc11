/** The browser location as an external store, so React reads it with useSyncExternalStore. */
const NAVIGATE_EVENT = 'axle:navigate';

export function currentHref(): string {
  return window.location.pathname + window.location.search;
}

export function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

/** Changes the URL without a reload and tells subscribers. */
export function pushHref(href: string, replace = false): void {
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}
