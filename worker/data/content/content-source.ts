/**
 * The authored form of the store's content, one module per locale. Rich text is written in the
 * markdown-like format of shared/content/rich-text.ts and stored as its JSON tree by the seed.
 */
import type {
  ContactFormContent, ContactUsFooter, ContentGrid, ContentList, FooterContent, HeaderContent, HeroContent, ResourceCategory,
} from '../../../shared/content/content-types';

export interface SourceSection {
  heading: string | null;
  body: string;
}

export interface SourcePage {
  slug: string;
  title: string;
  description: string;
  sections: SourceSection[];
}

export type LegacyPageType = 'factory_direct' | 'buy_discount_auto_parts' | 'why';

export interface ContentSource {
  header: HeaderContent;
  footer: FooterContent;
  hero: HeroContent;
  aboutUs: SourcePage & { stats: { value: string; label: string }[] };
  contactUsFooter: ContactUsFooter;
  policies: SourcePage[];
  legacy: Record<LegacyPageType, SourcePage>;
  faq: { category: string; title: string; entries: { id: string; question: string; answer: string }[] }[];
  resourceCategories: ResourceCategory[];
  resources: { category: string; pageId: string; title: string; description: string; published: string; readMinutes: number; body: string }[];
  /** Quotes in the order of TESTIMONIAL_AUTHORS. */
  testimonials: string[];
  contactForm: ContactFormContent;
  grids: ContentGrid[];
  lists: ContentList[];
}

/** Date the current content was last reviewed (shown as "Last updated"). */
export const CONTENT_UPDATED = '2026-09-01';

/** Who wrote each testimonial (names and ratings are the same in every language). */
export const TESTIMONIAL_AUTHORS: { name: string; rating: number; us: string; ca: string }[] = [
  { name: 'Marcus T.', rating: 5, us: 'Columbus, OH', ca: 'Hamilton, ON' },
  { name: 'Priya S.', rating: 5, us: 'Austin, TX', ca: 'Brampton, ON' },
  { name: 'Dave K.', rating: 4, us: 'Boise, ID', ca: 'Red Deer, AB' },
  { name: 'Linda M.', rating: 5, us: 'Tampa, FL', ca: 'Halifax, NS' },
  { name: 'Jorge R.', rating: 5, us: 'Phoenix, AZ', ca: 'Surrey, BC' },
  { name: 'Sophie L.', rating: 5, us: 'Burlington, VT', ca: 'Québec, QC' },
  { name: 'Kevin O.', rating: 4, us: 'Omaha, NE', ca: 'Regina, SK' },
  { name: 'Angela W.', rating: 5, us: 'Raleigh, NC', ca: 'Ottawa, ON' },
  { name: 'Tom B.', rating: 5, us: 'Spokane, WA', ca: 'Kelowna, BC' },
  { name: 'Fatima A.', rating: 5, us: 'Dearborn, MI', ca: 'Mississauga, ON' },
  { name: 'Ray C.', rating: 4, us: 'Tulsa, OK', ca: 'Saskatoon, SK' },
  { name: 'Nicole P.', rating: 5, us: 'Denver, CO', ca: 'Calgary, AB' },
  { name: 'Ben H.', rating: 5, us: 'Madison, WI', ca: 'Winnipeg, MB' },
  { name: 'Carmen G.', rating: 5, us: 'San Antonio, TX', ca: 'Laval, QC' },
  { name: 'Steve D.', rating: 4, us: 'Knoxville, TN', ca: 'Moncton, NB' },
  { name: 'Hannah J.', rating: 5, us: 'Portland, ME', ca: "St. John's, NL" },
  { name: 'Luis F.', rating: 5, us: 'Albuquerque, NM', ca: 'Edmonton, AB' },
  { name: 'Grace Y.', rating: 5, us: 'Sacramento, CA', ca: 'Victoria, BC' },
];

/** A content link to a page of this site. */
export function siteLink(text: string, url: string) {
  return { text, url, isExternal: false, openLinkInNewTab: false };
}
