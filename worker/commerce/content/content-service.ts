import { nullable, type Struct } from 'superstruct';
import * as S from '../../../shared/content/content-schemas';
import type { ShellContent } from '../../../shared/content/content-types';
import { testimonialWindow } from '../../../shared/content/content-limits';
import { CACHE_SHORT, cacheKey } from '../../cache/strategies';
import { cached, type Entry, type KvCacheDeps } from '../../cache/kv-cache';

// Content is the same for every shopper and read on every page (shell, hero), so each isolate
// keeps fresh entries in memory too: within the 10 s fresh window no KV read is needed.
const CONTENT_MEMORY = new Map<string, Entry>();
import type { ContentPort } from '../../integrations/content/content-port';

export interface ContentServiceDeps {
  port: ContentPort;
  cache: KvCacheDeps;
  siteId: string;
  localeId: string;
}

/** Slugs and names content may have; anything else cannot exist, so it is not looked up or cached. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/i;
const isSlug = (value: string) => SLUG.test(value);

export type ContentService = ContentPort & {
  /** Header and footer in one read: what the shell shows on every page. */
  shell(): Promise<ShellContent>;
};

/**
 * Content reads through the KV cache (fresh 10 s, then stale while one revalidation runs), each
 * read validated against its schema when it comes back from KV.
 */
export function createContentService(deps: ContentServiceDeps): ContentService {
  const { port } = deps;
  const cache: KvCacheDeps = { ...deps.cache, memory: CONTENT_MEMORY };
  const read = <T>(id: string, schema: Struct<T, unknown>, load: () => Promise<T>) =>
    cached(cache, cacheKey('content', deps.siteId, deps.localeId, id), CACHE_SHORT, schema, load);
  const bySlug = <T>(op: string, slug: string, schema: Struct<T, unknown>, load: () => Promise<T | null>): Promise<T | null> =>
    isSlug(slug) ? read(`${op}:${slug}`, nullable(schema), load) : Promise.resolve(null);
  return {
    aboutUs: () => read('about-us', nullable(S.AboutUsSchema), () => port.aboutUs()),
    contactUsFooter: () => read('contact-us-footer', nullable(S.ContactUsFooterSchema), () => port.contactUsFooter()),
    contentGrid: (name) => bySlug('grid', name, S.ContentGridSchema, () => port.contentGrid(name)),
    faqByCategory: (category) => bySlug('faq', category, S.FaqCategorySchema, () => port.faqByCategory(category)),
    footer: () => read('footer', S.FooterSchema, () => port.footer()),
    header: () => read('header', nullable(S.HeaderSchema), () => port.header()),
    hero: () => read('hero', nullable(S.HeroSchema), () => port.hero()),
    policyList: () => read('policy-list', S.PolicyListSchema, () => port.policyList()),
    policyPage: (slug) => bySlug('policy', slug, S.ContentPageSchema, () => port.policyPage(slug)),
    resourcePage(url) {
      const [category = '', pageId = '', ...rest] = url.split('/');
      if (rest.length || !isSlug(category) || !isSlug(pageId)) return Promise.resolve(null);
      return read(`resource:${category}/${pageId}`, nullable(S.ResourcePageSchema), () => port.resourcePage(url));
    },
    latestResource: () => read('latest-resource', nullable(S.ResourceSummarySchema), () => port.latestResource()),
    resourceListing(category) {
      if (category === undefined) return read('resources', S.ResourceListSchema, () => port.resourceListing());
      return isSlug(category) ? read(`resources:${category}`, S.ResourceListSchema, () => port.resourceListing(category)) : Promise.resolve([]);
    },
    resourceCategories: () => read('resource-categories', S.ResourceCategoriesSchema, () => port.resourceCategories()),
    testimonials(offset, limit) {
      const window = testimonialWindow(offset, limit);
      return read(`testimonials:${window.offset}:${window.limit}`, S.TestimonialPageSchema, () => port.testimonials(window.offset, window.limit));
    },
    contactForm: () => read('contact-form', nullable(S.ContactFormSchema), () => port.contactForm()),
    accountCustomerService: () => read('account-customer-service', nullable(S.ContentGridSchema), () => port.accountCustomerService()),
    featuredCategories: () => read('featured-categories', nullable(S.ContentGridSchema), () => port.featuredCategories()),
    listByName: (name) => bySlug('list', name, S.ContentListSchema, () => port.listByName(name)),
    legacyPage: (pageType) => bySlug('legacy', pageType.replace(/_/g, '-'), S.ContentPageSchema, () => port.legacyPage(pageType)),
    shell: () =>
      read('shell', S.ShellContentSchema, async () => {
        const [header, footer] = await Promise.all([port.header(), port.footer()]);
        return { header: header ?? { promo: { text: '', link: null } }, footer };
      }),
  };
}
