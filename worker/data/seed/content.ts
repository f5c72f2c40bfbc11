/** content_entries rows from the versioned content files (worker/data/content/), every locale. */
import { parseRichText } from '../../../shared/content/rich-text.ts';
import type { ContentPage, FaqEntry, ResourcePage, Testimonial } from '../../../shared/content/content-types.ts';
import type { LocaleId } from '../../../shared/sites/config.ts';
import { CONTENT_BY_LOCALE } from '../content/index.ts';
import { CONTENT_UPDATED, TESTIMONIAL_AUTHORS, type ContentSource, type SourcePage } from '../content/content-source.ts';
import type { SqlValue } from './sql.ts';

export const CONTENT_COLUMNS = ['kind', 'locale', 'slug', 'category', 'position', 'body'];

function toPage(source: SourcePage): ContentPage {
  return {
    slug: source.slug,
    title: source.title,
    description: source.description,
    updated: CONTENT_UPDATED,
    sections: source.sections.map((s) => ({ heading: s.heading, body: parseRichText(s.body) })),
  };
}

function localeRows(locale: LocaleId, c: ContentSource): SqlValue[][] {
  const rows: SqlValue[][] = [];
  const add = (kind: string, slug: string, body: unknown, category = '', position = 0) =>
    rows.push([kind, locale, slug, category, position, JSON.stringify(body)]);
  const country = locale.endsWith('CA') ? 'ca' : 'us';
  add('header', 'header', c.header);
  add('footer', 'footer', c.footer);
  add('hero', 'hero', c.hero);
  add('about-us', 'about-us', { ...toPage(c.aboutUs), stats: c.aboutUs.stats });
  add('contact-us-footer', 'default', c.contactUsFooter);
  add('contact-form', 'default', c.contactForm);
  c.policies.forEach((p, i) => add('policy', p.slug, toPage(p), '', i));
  for (const [type, page] of Object.entries(c.legacy)) add('legacy', type, toPage(page));
  c.faq.forEach((cat, i) => {
    add('faq-category', cat.category, { category: cat.category, title: cat.title }, '', i);
    cat.entries.forEach((e, j) => {
      const entry: FaqEntry = { category: cat.category, id: e.id, question: e.question, answer: parseRichText(e.answer) };
      add('faq', `${cat.category}/${e.id}`, entry, cat.category, j);
    });
  });
  c.resourceCategories.forEach((cat, i) => add('resource-category', cat.slug, cat, '', i));
  c.resources.forEach((r, i) => {
    const title = c.resourceCategories.find((cat) => cat.slug === r.category)?.title ?? r.category;
    const url = `/pages/resources/${r.category}/${r.pageId}`;
    const page: ResourcePage = { ...r, url, categoryTitle: title, body: parseRichText(r.body) };
    add('resource', `${r.category}/${r.pageId}`, page, r.category, i);
  });
  c.testimonials.forEach((quote, i) => {
    const author = TESTIMONIAL_AUTHORS[i];
    if (!author) throw new Error(`testimonial ${i} has no author`);
    const item: Testimonial = { id: `t${String(i + 1).padStart(2, '0')}`, name: author.name, location: author[country], rating: author.rating, quote };
    add('testimonial', item.id, item, '', i);
  });
  for (const grid of c.grids) add('grid', grid.sectionName, grid);
  for (const list of c.lists) add('list', list.name, list);
  return rows;
}

/** Every content row of every locale, in a fixed order. */
export function contentRows(): SqlValue[][] {
  return (Object.entries(CONTENT_BY_LOCALE) as [LocaleId, ContentSource][]).flatMap(([locale, source]) => localeRows(locale, source));
}
