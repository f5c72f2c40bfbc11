import type { RichText } from './rich-text';

/** A content link (document 1 §3 Content items: links). */
export interface ContentLink {
  text: string;
  /** Prefix-free site path, or an absolute URL when isExternal. */
  url: string;
  isExternal: boolean;
  openLinkInNewTab: boolean;
}

export interface HeaderContent {
  promo: { text: string; link: ContentLink | null };
}

export interface FooterList {
  heading: string;
  links: ContentLink[];
}

export interface FooterContent {
  lists: FooterList[];
}

export interface HeroContent {
  heading: string;
  subheading: string;
  cta: ContentLink | null;
  /** Quick filters under the hero (category shortcuts). */
  filters: ContentLink[];
}

/** A page of rich text: policies, about us, the legacy pages. */
export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  updated: string;
  /** Sections of the page, each with an optional heading. */
  sections: { heading: string | null; body: RichText }[];
}

export interface PolicySummary {
  slug: string;
  title: string;
  description: string;
}

export interface FaqEntry {
  category: string;
  id: string;
  question: string;
  answer: RichText;
}

export interface FaqCategory {
  category: string;
  title: string;
  entries: FaqEntry[];
}

export interface ResourceCategory {
  slug: string;
  title: string;
  description: string;
}

export interface ResourceSummary {
  category: string;
  pageId: string;
  /** Prefix-free path of the article: /pages/resources/{category}/{pageId}. */
  url: string;
  title: string;
  description: string;
  published: string;
  readMinutes: number;
}

export interface ResourcePage extends ResourceSummary {
  categoryTitle: string;
  body: RichText;
}

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  rating: number;
  quote: string;
}

export interface TestimonialPage {
  items: Testimonial[];
  total: number;
  offset: number;
}

/** Contact form field (document 1 §3 forms). */
export interface FormField {
  name: 'firstName' | 'lastName' | 'email' | 'subject' | 'message';
  label: string;
  type: 'text' | 'email' | 'select' | 'textarea';
  placeholder: string;
  required: boolean;
  /** Shown when a required field is empty. */
  errorMessage: string;
  inputMessage: string;
  options: string[];
}

export interface ContactFormContent {
  heading: string;
  formMessage: string;
  successMessage: string;
  errorMessage: string;
  submit: string;
  captchaEnabled: boolean;
  fields: FormField[];
}

export interface ContentCard {
  title: string;
  body: string;
  link: ContentLink | null;
}

export interface ContentGrid {
  sectionName: string;
  title: string;
  cards: ContentCard[];
}

export interface ContentList {
  name: string;
  items: { key: string; label: string }[];
}

export interface AboutUs extends ContentPage {
  stats: { value: string; label: string }[];
}

export interface ContactUsFooter {
  heading: string;
  body: string;
  phoneLabel: string;
  hours: string;
}

/** Everything the shell reads from content on every page (one cached read). */
export interface ShellContent {
  header: HeaderContent;
  footer: FooterContent;
}
