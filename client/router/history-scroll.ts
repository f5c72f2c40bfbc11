/**
 * Scroll positions per history entry, so back and forward land where the shopper left each page
 * (decision 273). The browser's own restoration is turned off: it would scroll before React has
 * rendered the page it belongs to. Each entry the router creates carries a key in history.state.
 */

interface EntryState {
  axleKey?: string;
}

const positions = new Map<string, number>();
const STORAGE_KEY = 'axle:scroll';
let counter = 0;

function newKey(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}

/** The key of the entry the browser shows now (one is given to the first entry on start). */
export function currentEntryKey(): string {
  const state = (window.history.state ?? {}) as EntryState;
  if (state.axleKey) return state.axleKey;
  const key = newKey();
  window.history.replaceState({ ...(window.history.state as object | null), axleKey: key }, '');
  return key;
}

/** Takes over scroll restoration and reads back what an earlier life of the tab saved (a reload). */
export function startScrollHistory(): void {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    for (const [key, y] of Object.entries(saved)) if (!positions.has(key)) positions.set(key, y);
  } catch {
    // no storage (private mode): positions live for this page only
  }
  window.addEventListener('pagehide', persist);
}

function persist(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...positions].slice(-50))));
  } catch {
    // storage full or unavailable: nothing to keep
  }
}

/** Remembers the current scroll position for an entry (before leaving it). */
export function saveScroll(key: string): void {
  positions.set(key, window.scrollY);
}

/** Where an entry was left, if known. */
export function savedScroll(key: string): number | undefined {
  return positions.get(key);
}

/** Adds (or replaces) an entry for `href` with a key of its own; answers the key. */
export function writeEntry(href: string, replace: boolean): string {
  const key = newKey();
  if (replace) window.history.replaceState({ axleKey: key }, '', href);
  else window.history.pushState({ axleKey: key }, '', href);
  return key;
}
