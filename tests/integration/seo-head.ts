/** Reads the SEO parts of a rendered page's HTML (tests only). */
export interface PageHeadTags {
  robots: string[];
  canonicals: string[];
  alternates: [string, string][];
  jsonLd: Record<string, unknown>[];
  og: Record<string, string>;
  twitter: Record<string, string>;
}

const unescape = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

export function headTags(html: string): PageHeadTags {
  const attr = (tag: string, name: string) => unescape(tag.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? '');
  const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0]);
  const metas = tags(/<meta [^>]*>/g);
  const links = tags(/<link [^>]*>/g);
  const byProperty = (prefix: string, key: 'property' | 'name') =>
    Object.fromEntries(metas.filter((m) => attr(m, key).startsWith(prefix)).map((m) => [attr(m, key), attr(m, 'content')]));
  return {
    robots: metas.filter((m) => attr(m, 'name') === 'robots').map((m) => attr(m, 'content')),
    canonicals: links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href')),
    alternates: links.filter((l) => attr(l, 'rel') === 'alternate' && l.includes('hrefLang=') || l.includes('hreflang=')).map((l) => [attr(l, 'hrefLang') || attr(l, 'hreflang'), attr(l, 'href')]),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
    og: byProperty('og:', 'property'),
    twitter: byProperty('twitter:', 'name'),
  };
}
