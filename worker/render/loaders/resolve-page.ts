import { matchRoute, type RouteMatch } from '../../../shared/routes/match-route';
import { routeCache } from '../../../shared/routes/route-cache';
import type { RouteName } from '../../../shared/routes/route-table';
import { pageQuery } from '../../../shared/routes/page-query';
import type { LocaleConfig, SiteConfig } from '../../../shared/sites/config';
import { buildHref } from '../../../shared/sites/resolve';
import { isRedirect, type PagePayload, type PageResult } from '../../../shared/types/page';
import type { Services } from '../../commerce/services';
import { homeLoader } from './home-loader';
import { cartLoader } from './cart-loader';
import { categoryLoader, productListLoader, searchLoader } from './listing-loaders';
import { productLoader } from './product-loaders';
import { vehicleLoader } from './vehicle-loaders';
import { storeDetailsLoader, storeLocatorLoader } from './store-loaders';
import { NOT_FOUND, catalogServices, type LoaderResult, type CachedLoader, type Loader, type LoaderContext, type LoaderTable } from './loader-context';
import { isScreenRoute, screenLoader } from './screen-loaders';
import {
  aboutUsLoader, contactUsLoader, faqLoader, legacyContentLoader, policyListLoader, policyPageLoader, resourcePageLoader,
  resourcesLoader, testimonialsLoader,
} from './content-loaders';
import { checkoutLoader, confirmationLoader, orderStatusLoader } from './checkout-loaders';
import { changePasswordLoader, loginLoader, registrationLoader, resetPasswordLoader } from './auth-loaders';
import { accountLoader } from './account-loaders';
import { pageSeo } from '../../../shared/seo/page-seo';

const LOADERS: LoaderTable = {
  home: homeLoader,
  'home-redirect': (ctx) => ({ redirect: buildHref('/', ctx.site, ctx.locale) + queryString(ctx.query), status: 301 }),
  categories: categoryLoader,
  category: categoryLoader,
  'product-list': productListLoader,
  'category-products': productListLoader,
  search: searchLoader,
  product: productLoader,
  'product-detail': productLoader,
  // The account area (decision 160); /account/my-garage keeps its own screen.
  account: accountLoader,
  'account-menu': accountLoader,
  'account-area': accountLoader,
  vehicle: vehicleLoader,
  'vehicle-category': productListLoader,
  'vehicle-product': productLoader,
  'factory-direct': legacyContentLoader,
  'buy-discount-auto-parts': legacyContentLoader,
  'why-our-prices': legacyContentLoader,
  policy: policyListLoader,
  'policy-page': policyPageLoader,
  'about-us': aboutUsLoader,
  'faq-entry': faqLoader,
  testimonials: testimonialsLoader,
  resources: resourcesLoader,
  'resource-page': resourcePageLoader,
  'contact-us': contactUsLoader,
  'page-not-found': () => NOT_FOUND,
  'store-locator': storeLocatorLoader,
  'store-details': storeDetailsLoader,
  cart: cartLoader,
  checkout: checkoutLoader,
  'checkout-confirmation': confirmationLoader,
  'order-status': orderStatusLoader,
  'order-status-detail': orderStatusLoader,
  login: loginLoader,
  registration: registrationLoader,
  'reset-password': resetPasswordLoader,
  'change-password': changePasswordLoader,
};

function queryString(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `?${text}` : '';
}

export interface ResolveInput {
  site: SiteConfig;
  locale: LocaleConfig;
  path: string;
  query: URLSearchParams;
  services: Services;
  selectedVehicleId: LoaderContext['selectedVehicleId'];
  cookie?: string | null;
  defer: LoaderContext['defer'];
  shopper?: LoaderContext['shopper'];
  /** The request path has an empty segment (`//x`): no route matches it (shared/routes/path-shape). */
  emptySegment?: boolean;
}

/**
 * The page for a prefix-free path. Unknown paths redirect once to /s/{siteId}/… with
 * redirected=1; with redirected present they get the not-found page (document 1 §2.1).
 */
export async function resolvePage(input: ResolveInput): Promise<PageResult> {
  const match = input.emptySegment ? null : matchRoute(input.path);
  // Tracking parameters never reach a loader; a cached route's loader sees its declared ones only.
  const query = pageQuery(match?.name, input.query);
  const result = match ? await runLoader(match, { ...input, query }) : NOT_FOUND;
  // Every payload leaves with its indexing rule, so pages added later are noindex unless listed.
  const withSeo = (payload: PagePayload): PagePayload => ({ ...payload, seo: pageSeo(payload, query, input.site.id) });
  if (result !== NOT_FOUND) return isRedirect(result) ? result : withSeo(result);
  if (query.has('redirected') || match?.name === 'page-not-found') return withSeo(notFoundPayload(match?.name ?? null));
  // The second try keeps the address's own parameters (campaign ones too: the redirect is not cached).
  const retry = new URLSearchParams(input.query);
  retry.set('redirected', '1');
  const localePrefix = input.locale.id === input.site.l10n.defaultLocale ? '' : `/${input.locale.alias}`;
  const path = input.path === '/' ? '' : input.path;
  return { redirect: `/s/${input.site.id}${localePrefix}${path}?${retry.toString()}`, status: 302 };
}

/**
 * Runs the route's loader. A cached route's loader gets the cached context, built here from the
 * key's inputs only: no cookie, no shopper, catalogue services (loader-context.ts).
 */
async function runLoader(match: RouteMatch, input: ResolveInput): Promise<LoaderResult> {
  const name = match.name;
  if (routeCache(name)) {
    const loader = LOADERS[name] as CachedLoader | undefined;
    if (!loader) return NOT_FOUND;
    const { site, locale, path, query, services, selectedVehicleId, defer } = input;
    return loader({ match, site, locale, path, query, services: catalogServices(services), selectedVehicleId, defer });
  }
  const loader = (LOADERS[name] as Loader | undefined) ?? (isScreenRoute(name) ? screenLoader : undefined);
  return loader ? loader({ ...input, cookie: input.cookie ?? null, match }) : NOT_FOUND;
}

/** The not-found page payload (HTTP 404). */
export function notFoundPayload(route: RouteName | null, data: Record<string, unknown> = {}): PagePayload {
  return { kind: 'not-found', route, params: {}, status: 404, breadcrumbs: [], data };
}

