import { is, type Struct } from 'superstruct';
import { CONTENT_LIMITS, capFooter, capList, testimonialWindow } from '../../../shared/content/content-limits';
import * as S from '../../../shared/content/content-schemas';
import type { ContentGrid, ContentPage, ResourceCategory, ResourceSummary, Testimonial } from '../../../shared/content/content-types';
import { countContentEntries, findContentEntry, listContentByCategory, listContentEntries, type ContentRow } from '../../data/repos/content-repo';
import type { ContentPort } from './content-port';

// Upper bound on rows read for a list whose own limit is applied after sorting.
const MAX_ROWS = 200;

/** Parses and validates one stored body; a malformed entry is logged and treated as missing. */
function parse<T>(row: ContentRow | null, schema: Struct<T, unknown>, what: string): T | null {
  if (!row) return null;
  try {
    const value: unknown = JSON.parse(row.body);
    if (is(value, schema)) return value;
  } catch {
    // fall through to the warning
  }
  console.warn(`content entry ${what}/${row.slug} is malformed and was skipped`);
  return null;
}

function parseAll<T>(rows: ContentRow[], schema: Struct<T, unknown>, what: string): T[] {
  return rows.map((row) => parse(row, schema, what)).filter((v): v is T => v !== null);
}

const withSections = <P extends ContentPage>(page: P | null): P | null =>
  page && { ...page, sections: capList(page.sections, CONTENT_LIMITS.pageSections) };
const withCards = (grid: ContentGrid | null, limit: number): ContentGrid | null => grid && { ...grid, cards: capList(grid.cards, limit) };
const summary = ({ category, pageId, url, title, description, published, readMinutes }: ResourceSummary): ResourceSummary =>
  ({ category, pageId, url, title, description, published, readMinutes });


/** The embedded content service: entries seeded into D1 from worker/data/content/. */
export function createD1Content(db: D1Database, locale: string): ContentPort {
  const one = <T>(kind: string, slug: string, schema: Struct<T, unknown>) =>
    findContentEntry(db, kind, locale, slug).then((row) => parse(row, schema, kind));
  const resources = async (category?: string): Promise<ResourceSummary[]> => {
    const rows = category ? await listContentByCategory(db, 'resource', locale, category, MAX_ROWS) : await listContentEntries(db, 'resource', locale, MAX_ROWS);
    const pages = parseAll(rows, S.ResourcePageSchema, 'resource').map(summary);
    return pages.sort((a, b) => b.published.localeCompare(a.published) || a.url.localeCompare(b.url));
  };
  return {
    aboutUs: () => one('about-us', 'about-us', S.AboutUsSchema).then(withSections),
    contactUsFooter: () => one('contact-us-footer', 'default', S.ContactUsFooterSchema),
    contentGrid: (sectionName) => one('grid', sectionName, S.ContentGridSchema).then((g) => withCards(g, CONTENT_LIMITS.carouselCards)),
    async faqByCategory(category) {
      const head = await one('faq-category', category, S.FaqCategoryHeadSchema);
      if (!head) return null;
      const rows = await listContentByCategory(db, 'faq', locale, category, CONTENT_LIMITS.featuredList);
      return { ...head, entries: parseAll(rows, S.FaqEntrySchema, 'faq') };
    },
    async footer() {
      const footer = await one('footer', 'footer', S.FooterSchema);
      return { lists: capFooter(footer?.lists ?? []) };
    },
    header: () => one('header', 'header', S.HeaderSchema),
    async hero() {
      const hero = await one('hero', 'hero', S.HeroSchema);
      return hero && { ...hero, filters: capList(hero.filters, CONTENT_LIMITS.heroFilters) };
    },
    async policyList() {
      const rows = await listContentEntries(db, 'policy', locale, CONTENT_LIMITS.policyList);
      return parseAll(rows, S.ContentPageSchema, 'policy').map(({ slug, title, description }) => ({ slug, title, description }));
    },
    policyPage: (slug) => one('policy', slug, S.ContentPageSchema).then(withSections),
    resourcePage: (url) => one('resource', url, S.ResourcePageSchema),
    latestResource: () => resources().then((list) => list[0] ?? null),
    resourceListing: (category) => resources(category).then((list) => capList(list, CONTENT_LIMITS.featuredList)),
    async resourceCategories() {
      const rows = await listContentEntries(db, 'resource-category', locale, CONTENT_LIMITS.featuredList);
      return parseAll<ResourceCategory>(rows, S.ResourceCategorySchema, 'resource-category');
    },
    async testimonials(offset, limit) {
      const window = testimonialWindow(offset, limit);
      const [rows, total] = await Promise.all([
        listContentEntries(db, 'testimonial', locale, window.limit, window.offset),
        countContentEntries(db, 'testimonial', locale),
      ]);
      return { items: parseAll<Testimonial>(rows, S.TestimonialSchema, 'testimonial'), total, offset: window.offset };
    },
    contactForm: () => one('contact-form', 'default', S.ContactFormSchema),
    accountCustomerService: () => one('grid', 'account-customer-service', S.ContentGridSchema).then((g) => withCards(g, CONTENT_LIMITS.carouselCards)),
    featuredCategories: () => one('grid', 'featured-categories', S.ContentGridSchema).then((g) => withCards(g, CONTENT_LIMITS.featuredList)),
    listByName: (name) => one('list', name, S.ContentListSchema),
    legacyPage: (pageType) => one('legacy', pageType, S.ContentPageSchema).then(withSections),
  };
}
