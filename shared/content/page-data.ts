/** Payload data of the content pages (loaders in worker/render/loaders/content-loaders.ts). */
import type {
  AboutUs, ContactFormContent, ContactUsFooter, ContentPage, FaqCategory, FaqEntry, PolicySummary, ResourceCategory,
  ResourcePage, ResourceSummary, TestimonialPage,
} from './content-types';
import type { CaptchaWidgetConfig } from '../contact/contact-rules';

export interface ContentPageData {
  variant: 'policy' | 'about';
  page: ContentPage | AboutUs;
  /** Other policies (policy pages) for the side list. */
  related: PolicySummary[];
}

export interface ResourceArticleData {
  article: ResourcePage;
  related: ResourceSummary[];
}

export interface ContentIndexData {
  variant: 'policies' | 'resources';
  policies: PolicySummary[];
  resources: ResourceSummary[];
  categories: ResourceCategory[];
  /** The category the resource list is filtered by, if any. */
  category: string | null;
}

export interface FaqData {
  category: FaqCategory;
  entry: FaqEntry;
}

export interface TestimonialsData {
  first: TestimonialPage;
}

/** The contact form with the captcha widget to show (GET /api/content/contact-form). */
export interface ContactFormView {
  form: ContactFormContent;
  /** Null while the site preference recaptchaEnabled is off: no captcha is shown or asked for. */
  captcha: CaptchaWidgetConfig | null;
}

export interface ContactUsData extends ContactFormView {
  footer: ContactUsFooter | null;
}

export interface LegacyData {
  pageType: 'factory_direct' | 'buy_discount_auto_parts' | 'why';
  page: ContentPage | null;
}
