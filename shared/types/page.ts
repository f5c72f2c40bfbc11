import type { RouteName } from '../routes/route-table';
import type { LocaleId, SiteId } from '../sites/config';
import type { TagSlots } from '../analytics/third-party';
import { dataHref } from '../routes/tracking-params';
import type { FormAnswer } from './form-answer';

/** Which page component renders a payload. Several routes share one kind. */
export type PageKind =
  | 'home'
  | 'not-found'
  | 'category'
  | 'product-list'
  | 'product'
  | 'vehicle'
  | 'my-garage'
  | 'screen'
  | 'legacy'
  | 'store-locator'
  | 'store-details'
  | 'content-page'
  | 'content-index'
  | 'faq'
  | 'testimonials'
  | 'resource-article'
  | 'contact-us'
  | 'cart'
  | 'error'
  | 'checkout'
  | 'order-confirmation'
  | 'order-status'
  | 'auth'
  | 'account';

export interface Breadcrumb {
  name: string;
  /** Message id to show instead of name (fixed screens such as Policy or Store Locator). */
  nameKey?: string;
  /** Prefix-free path. */
  url: string;
  isCurrentPage: boolean;
}

/** What a route's loader answers; the same payload feeds SSR and client navigation. */
export interface PagePayload<T = unknown> {
  kind: PageKind;
  route: RouteName | null;
  params: Record<string, string>;
  status: number;
  breadcrumbs: Breadcrumb[];
  data: T;
  /** Cache-Control of the HTML response, when the page sets one (product pages: decision 060). */
  cacheControl?: string;
  /** Request headers the HTML depends on, sent as Vary (product pages: decision 095). */
  vary?: string;
  /** Indexing, canonical and hreflang scope, set for every page by resolvePage (shared/seo/page-seo.ts). */
  seo?: PageSeo;
}

/** How search engines treat a page (decision 172). */
export interface PageSeo {
  index: boolean;
  /** Prefix-free path of the canonical URL; null when noindex or when the page draws its own (product). */
  canonicalPath: string | null;
  /** The site the page exists on only (store details); null when it exists on both sites. */
  site: SiteId | null;
}

export interface PageRedirect {
  redirect: string;
  status: 301 | 302;
}

export type PageResult = PagePayload | PageRedirect;

export function isRedirect(result: PageResult): result is PageRedirect {
  return 'redirect' in result;
}

/** App-wide values the server hands the client at hydration. */
export interface BootState {
  siteId: SiteId;
  localeId: LocaleId;
  /** Full URL path and query the page was rendered for (prefixes included). */
  href: string;
  customerServicePhone: string;
  /** Commerce organization id, for the spec's call paths (/…/organizations/{org}/…) and the marketing tracker. */
  organizationId: string;
  /** Scheme and host, for absolute URLs in structured data. */
  origin: string;
  /** SWR fallback: API key → data. */
  fallback: Record<string, unknown>;
  /** The answer to a form this page was posted with (no JavaScript), for the form to show. */
  formAnswer?: FormAnswer;
  /** Deployment-wide analytics settings: the same for every visitor, so cached HTML may carry them. */
  analytics: {
    /** Personalization instance type (document 1 §9): prd in production, else sbx. */
    instanceType: 'prd' | 'sbx';
    /** Configured third-party script slots (decision 184); empty by default. */
    tags: TagSlots;
  };
}

/**
 * The API key of a page's payload: /api/page + the page's own path and query, without tracking
 * parameters and sorted (shared/routes/tracking-params `dataHref`, decision 276).
 */
export function pageDataKey(href: string): string {
  const page = dataHref(href);
  return `/api/page${page === '/' ? '/' : page}`;
}
