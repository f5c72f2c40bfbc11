import type {
  AboutUs, ContactFormContent, ContactUsFooter, ContentGrid, ContentList, ContentPage, FaqCategory, FooterContent,
  HeaderContent, HeroContent, PolicySummary, ResourceCategory, ResourcePage, ResourceSummary, TestimonialPage,
} from '../../../shared/content/content-types';

/**
 * The content service (document 1 §7 content queries), bound to one locale. The embedded default
 * reads D1 (d1-content.ts); a headless CMS adapter answers the same operations from its GraphQL
 * API (docs/decisions/120-content-port.md). Every list respects the limits of document 1 §9.
 * "Not found" is null, never an error; a failure of the service itself rejects.
 */
export interface ContentPort {
  aboutUs(): Promise<AboutUs | null>;
  contactUsFooter(): Promise<ContactUsFooter | null>;
  contentGrid(sectionName: string): Promise<ContentGrid | null>;
  faqByCategory(category: string): Promise<FaqCategory | null>;
  footer(): Promise<FooterContent>;
  header(): Promise<HeaderContent | null>;
  hero(): Promise<HeroContent | null>;
  policyList(): Promise<PolicySummary[]>;
  policyPage(slug: string): Promise<ContentPage | null>;
  /** A resource page by its url below /pages/resources: "{category}/{pageId}". */
  resourcePage(url: string): Promise<ResourcePage | null>;
  latestResource(): Promise<ResourceSummary | null>;
  /** Resource pages, newest first; one category's when given. */
  resourceListing(category?: string): Promise<ResourceSummary[]>;
  resourceCategories(): Promise<ResourceCategory[]>;
  /** At most 15 testimonials from offset, with the total count. */
  testimonials(offset: number, limit?: number): Promise<TestimonialPage>;
  contactForm(): Promise<ContactFormContent | null>;
  accountCustomerService(): Promise<ContentGrid | null>;
  featuredCategories(): Promise<ContentGrid | null>;
  /** A named list (for example fitmentLabels). */
  listByName(name: string): Promise<ContentList | null>;
  /** The content of a legacy static page by page type (factory_direct, buy_discount_auto_parts, why). */
  legacyPage(pageType: string): Promise<ContentPage | null>;
}
