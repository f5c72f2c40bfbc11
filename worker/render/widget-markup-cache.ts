/**
 * The kept markup of shell widgets (decision 296): bounded per isolate, and the page's own address
 * taken out so one copy serves every page.
 */

/** Most sets of inputs kept (sites × locales × widgets, with room for menu or content changes). */
const MAX_ENTRIES = 48;

/** Kept markup (null: this widget's markup cannot be kept for these inputs; render it inline). */
const entries = new Map<string, KeptMarkup | null>();

export const markupCache = {
  get(key: string): KeptMarkup | null | undefined {
    return entries.get(key);
  },
  set(key: string, value: KeptMarkup | null): void {
    entries.delete(key);
    entries.set(key, value);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  },
  clear(): void {
    entries.clear();
  },
};

/** An attribute value escaped exactly as React's server renderer escapes it. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);
}

export interface KeptMarkup {
  /** The markup for the page at `href`. */
  join(href: string): string;
}

/**
 * Markup rendered for the page at `href`, with that address cut out where it is a form's action
 * (a form that posts to the page it is on), so the copy fits any page.
 */
export function splitAtAddress(html: string, href: string): KeptMarkup {
  const parts = html.split(`action="${escapeAttribute(href)}"`);
  if (parts.length === 1) return { join: () => html };
  return { join: (page) => parts.join(`action="${escapeAttribute(page)}"`) };
}
