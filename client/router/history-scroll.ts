/**
 * Scroll positions per history entry, so back and forward land where the shopper left each page
 * (decision 273). The browser's own restoration is turned off: it would scroll before React has
 * rendered the page it belongs to. Each entry the router creates carries a key in history.state.
 */

const positions = new Map<string, number>();
let counter = 0;

function newKey(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}

/** The key of the entry the browser shows now (one is given to an entry the router did not make). */
export function currentEntryKey(): string {
  const state = window.history.state as { axleKey?: string } | null;
  if (state?.axleKey) return state.axleKey;
  const key = newKey();
  window.history.replaceState({ ...state, axleKey: key }, '');
  return key;
}

/** Takes over scroll restoration from the browser. */
export function startScrollHistory(): void {
  window.history.scrollRestoration = 'manual';
}

/** Remembers the current scroll position for an entry (before leaving it). */
export function saveScroll(key: string): void {
  positions.set(key, window.scrollY);
}

/** Where an entry was left (0 when unknown). */
export function savedScroll(key: string): number {
  return positions.get(key) ?? 0;
}

/** Adds (or replaces) an entry for `href` with a key of its own; answers the key. */
export function writeEntry(href: string, replace: boolean): string {
  const key = newKey();
  window.history[replace ? 'replaceState' : 'pushState']({ axleKey: key }, '', href);
  return key;
}
