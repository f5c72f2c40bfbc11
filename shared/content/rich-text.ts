/**
 * The content service's rich text: a small JSON tree (never HTML), rendered by
 * client/features/content/rich-text.tsx. Authors write a markdown-like text that the seed turns
 * into this tree once, so the stored form is always structured data.
 */

/** Inline runs of a paragraph, list item or note. */
export type Inline =
  | { t: 'text'; text: string }
  | { t: 'bold'; text: string }
  | { t: 'link'; text: string; href: string }
  /** A reference to another content entry (policy, FAQ or resource page), resolved to its path. */
  | { t: 'entry'; text: string; kind: 'policy' | 'faq' | 'resource'; slug: string };

export type NoteTheme = 'info' | 'warning' | 'success';
export type NoteWeight = 'normal' | 'bold';

export type Block =
  | { t: 'p'; c: Inline[] }
  | { t: 'h'; level: 2 | 3; text: string }
  | { t: 'ul' | 'ol'; items: Inline[][] }
  /** A picture stored with the site's assets (block asset). */
  | { t: 'asset'; src: string; alt: string }
  /** A note collection: short callouts with a theme colour and a weight. */
  | { t: 'notes'; theme: NoteTheme; weight: NoteWeight; items: Inline[][] };

export interface RichText {
  blocks: Block[];
}

/** Links content may carry: site paths, https pages, mail and phone. Anything else is dropped. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith('/') && !href.startsWith('//')) return true;
  return /^(https:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s()-]+)$/i.test(href);
}

/** The prefix-free path of an inline entry reference. */
export function entryPath(kind: 'policy' | 'faq' | 'resource', slug: string): string {
  if (kind === 'policy') return `/pages/policy/${slug}`;
  if (kind === 'faq') return `/pages/faq/${slug}`;
  return `/pages/resources/${slug}`;
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Inline runs of one line: **bold**, [text](href) and [text](policy:slug | faq:cat/id | resource:cat/id). */
export function parseInline(line: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of line.matchAll(INLINE)) {
    if (m.index > last) out.push({ t: 'text', text: line.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ t: 'bold', text: m[1] });
    else {
      const text = m[2] ?? '';
      const href = m[3] ?? '';
      const ref = /^(policy|faq|resource):(.+)$/.exec(href);
      if (ref) out.push({ t: 'entry', text, kind: ref[1] as 'policy' | 'faq' | 'resource', slug: ref[2] ?? '' });
      else out.push({ t: 'link', text, href });
    }
    last = m.index + m[0].length;
  }
  if (last < line.length) out.push({ t: 'text', text: line.slice(last) });
  return out;
}

/**
 * Parses the authoring format, one block per blank-line-separated chunk:
 * "## h", "### h", "- item" lines, "1. item" lines, "![alt](src)",
 * "!note theme weight" followed by "- item" lines, else a paragraph.
 */
export function parseRichText(source: string): RichText {
  const blocks: Block[] = [];
  for (const chunk of source.trim().split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((l) => l.trim()).filter(Boolean);
    const first = lines[0] ?? '';
    const items = (from: string[], marker: RegExp) => from.map((l) => parseInline(l.replace(marker, '')));
    const asset = /^!\[([^\]]*)\]\(([^)]+)\)$/.exec(first);
    const note = /^!note (info|warning|success) (normal|bold)$/.exec(first);
    if (first.startsWith('### ')) blocks.push({ t: 'h', level: 3, text: first.slice(4) });
    else if (first.startsWith('## ')) blocks.push({ t: 'h', level: 2, text: first.slice(3) });
    else if (note) blocks.push({ t: 'notes', theme: note[1] as NoteTheme, weight: note[2] as NoteWeight, items: items(lines.slice(1), /^- /) });
    else if (asset) blocks.push({ t: 'asset', alt: asset[1] ?? '', src: asset[2] ?? '' });
    else if (lines.every((l) => l.startsWith('- '))) blocks.push({ t: 'ul', items: items(lines, /^- /) });
    else if (lines.every((l) => /^\d+\. /.test(l))) blocks.push({ t: 'ol', items: items(lines, /^\d+\. /) });
    else blocks.push({ t: 'p', c: parseInline(lines.join(' ')) });
  }
  return { blocks };
}

/** Plain text of rich text (descriptions, FAQ answers in structured data). */
export function plainText(rich: RichText): string {
  const inline = (runs: Inline[]) => runs.map((r) => r.text).join('');
  return rich.blocks
    .map((b) => {
      if (b.t === 'p') return inline(b.c);
      if (b.t === 'h') return b.text;
      if (b.t === 'asset') return '';
      return b.items.map(inline).join(' ');
    })
    .filter(Boolean)
    .join(' ');
}
