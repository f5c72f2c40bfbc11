/**
 * Hot pages (decision 205): the isolate's own copy of the pages it last stored or read from the
 * Cache API, under the same key, so a burst of hits on a popular page costs no cache subrequest.
 * Bounded by bytes and entries; the least recently used goes first. A copy lives no longer than
 * its Cache API entry (the caller checks the age against the same lifetime).
 */

export interface HotPage {
  body: ArrayBuffer;
  headers: [string, string][];
  storedAt: number;
}

const MAX_BYTES = 16 * 1024 * 1024;
const MAX_ENTRIES = 64;

const pages = new Map<string, HotPage>();
let bytes = 0;

export function hotPage(key: string): HotPage | null {
  const page = pages.get(key);
  if (!page) return null;
  // Most recently used last.
  pages.delete(key);
  pages.set(key, page);
  return page;
}

export function keepHotPage(key: string, page: HotPage): void {
  if (page.body.byteLength > MAX_BYTES / 4) return;
  dropHotPage(key);
  pages.set(key, page);
  bytes += page.body.byteLength;
  while (bytes > MAX_BYTES || pages.size > MAX_ENTRIES) dropHotPage(pages.keys().next().value as string);
}

export function dropHotPage(key: string): void {
  const page = pages.get(key);
  if (!page) return;
  pages.delete(key);
  bytes -= page.body.byteLength;
}

/** Forgets every hot copy (another isolate's view: the next hit reads the Cache API). */
export function clearHotPages(): void {
  pages.clear();
  bytes = 0;
}
