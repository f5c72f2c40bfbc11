import { LEGACY_PAGE_TYPES } from '../../../shared/routes/route-table';
import type { Breadcrumb } from '../../../shared/types/page';
import type {
  ContactUsData, ContentIndexData, ContentPageData, FaqData, LegacyData, ResourceArticleData, TestimonialsData,
} from '../../../shared/content/page-data';
import { NOT_FOUND, page, type CachedLoader, type CachedLoaderContext } from './loader-context';

const crumb = (nameKey: string, url: string, isCurrentPage: boolean): Breadcrumb => ({ name: '', nameKey, url, isCurrentPage });
const current = (ctx: CachedLoaderContext, name: string): Breadcrumb => ({ name, url: ctx.path, isCurrentPage: true });

/** /pages/policy: every policy (Home > Policy). */
export const policyListLoader: CachedLoader = async (ctx) => {
  const data: ContentIndexData = { variant: 'policies', policies: await ctx.services.content.policyList(), resources: [], categories: [], category: null };
  return page(ctx, 'content-index', data, [crumb('content.crumb.policy', '/pages/policy', true)]);
};

/** /pages/policy/{pageId}: one policy (Home > Policy > title); an unknown slug is an unknown path. */
export const policyPageLoader: CachedLoader = async (ctx) => {
  const [policy, related] = await Promise.all([
    ctx.services.content.policyPage(ctx.match.params.pageId ?? ''),
    ctx.services.content.policyList(),
  ]);
  if (!policy) return NOT_FOUND;
  const data: ContentPageData = { variant: 'policy', page: policy, related };
  return page(ctx, 'content-page', data, [crumb('content.crumb.policy', '/pages/policy', false), current(ctx, policy.title)]);
};

/** /pages/about-us. */
export const aboutUsLoader: CachedLoader = async (ctx) => {
  const about = await ctx.services.content.aboutUs();
  if (!about) return NOT_FOUND;
  const data: ContentPageData = { variant: 'about', page: about, related: [] };
  return page(ctx, 'content-page', data, [crumb('content.crumb.aboutUs', ctx.path, true)]);
};

/** /pages/faq/{category}/{id}: the entry, with the category's other questions. */
export const faqLoader: CachedLoader = async (ctx) => {
  const category = await ctx.services.content.faqByCategory(ctx.match.params.category ?? '');
  const entry = category?.entries.find((e) => e.id === ctx.match.params.id);
  if (!category || !entry) return NOT_FOUND;
  const first = category.entries[0] ?? entry;
  const data: FaqData = { category, entry };
  return page(ctx, 'faq', data, [
    { name: category.title, url: `/pages/faq/${category.category}/${first.id}`, isCurrentPage: false },
    current(ctx, entry.question),
  ]);
};

/** /pages/testimonials: the first 15; the client loads more 15 at a time. */
export const testimonialsLoader: CachedLoader = async (ctx) => {
  const data: TestimonialsData = { first: await ctx.services.content.testimonials(0) };
  return page(ctx, 'testimonials', data, [crumb('content.crumb.testimonials', ctx.path, true)]);
};

/** /pages/resources (optionally ?category=): how-to articles, newest first. */
export const resourcesLoader: CachedLoader = async (ctx) => {
  const requested = ctx.query.get('category');
  const categories = await ctx.services.content.resourceCategories();
  const category = requested && categories.some((c) => c.slug === requested) ? requested : null;
  const resources = await ctx.services.content.resourceListing(category ?? undefined);
  const data: ContentIndexData = { variant: 'resources', policies: [], resources, categories, category };
  return page(ctx, 'content-index', data, [crumb('content.crumb.resources', '/pages/resources', true)]);
};

/** /pages/resources/{category}/{pageId}: one article (Home > Resources > category > title). */
export const resourcePageLoader: CachedLoader = async (ctx) => {
  const { category = '', pageId = '' } = ctx.match.params;
  const article = await ctx.services.content.resourcePage(`${category}/${pageId}`);
  if (!article) return NOT_FOUND;
  const related = (await ctx.services.content.resourceListing()).filter((r) => r.url !== article.url).slice(0, 3);
  const data: ResourceArticleData = { article, related };
  return page(ctx, 'resource-article', data, [
    crumb('content.crumb.resources', '/pages/resources', false),
    { name: article.categoryTitle, url: `/pages/resources?category=${category}`, isCurrentPage: false },
    current(ctx, article.title),
  ]);
};

/** /contact-us: the contact form of the content service, and the help footer. */
export const contactUsLoader: CachedLoader = async (ctx) => {
  const [form, footer] = await Promise.all([ctx.services.content.contactForm(), ctx.services.content.contactUsFooter()]);
  if (!form) return NOT_FOUND;
  const data: ContactUsData = { form, footer, captcha: ctx.services.captchaWidget };
  return page(ctx, 'contact-us', data, [crumb('content.crumb.contactUs', ctx.path, true)]);
};

/** The three legacy static pages, keeping their page types, with their content. */
export const legacyContentLoader: CachedLoader = async (ctx) => {
  const pageType = LEGACY_PAGE_TYPES[ctx.match.name as keyof typeof LEGACY_PAGE_TYPES];
  // Without its content the page still shows its heading and summary from the messages.
  const content = await ctx.services.content.legacyPage(pageType).catch(() => null);
  const data: LegacyData = { pageType, page: content };
  return page(ctx, 'legacy', data, [current(ctx, content?.title ?? '')].filter((c) => c.name));
};

/** Page kinds whose HTML holds no personal data (shared-cache header). */
export const CONTENT_PAGE_KINDS = new Set(['content-page', 'content-index', 'faq', 'testimonials', 'resource-article', 'contact-us', 'legacy']);
