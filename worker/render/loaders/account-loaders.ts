import { accountMenuLabelKey, accountMenuOfPath, accountMenuPath, type AccountMenuId } from '../../../shared/account/account-menu';
import type { CustomerProfile } from '../../../shared/account/account-api';
import { ORDERS_PAGE_SIZE, type AccountPageData, type AccountSectionData } from '../../../shared/account/account-page-data';
import { sitePrefsFor } from '../../../shared/checkout/site-prefs';
import { buildHref } from '../../../shared/sites/resolve';
import type { Breadcrumb, PagePayload } from '../../../shared/types/page';
import { notFoundPayload } from './resolve-page';
import { page, type Loader, type LoaderContext } from './loader-context';
import { myGarageLoader } from './vehicle-loaders';

/** Account pages are personal: never kept by any cache. */
export const ACCOUNT_CACHE_CONTROL = 'private, no-store';

function personal<T>(payload: PagePayload<T>): PagePayload<T> {
  return { ...payload, cacheControl: ACCOUNT_CACHE_CONTROL };
}

/** Home > Account > {menu label} (document 1 §2.2), labels as message ids. */
export function accountBreadcrumbs(menu: AccountMenuId): Breadcrumb[] {
  return [
    { name: '', nameKey: 'common.screen.account', url: '/account', isCurrentPage: false },
    { name: '', nameKey: accountMenuLabelKey(menu), url: accountMenuPath(menu), isCurrentPage: true },
  ];
}

/** 1-based page number of the order history from ?page= (anything else is page 1). */
function orderPage(query: URLSearchParams): number {
  const raw = query.get('page') ?? '';
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
}

async function sectionData(ctx: LoaderContext, menu: Exclude<AccountMenuId, 'myGarage'>, profile: CustomerProfile): Promise<AccountSectionData> {
  const { customerId, email } = profile;
  const accounts = ctx.services.accounts;
  switch (menu) {
    case 'profile':
      return { menu, profile };
    case 'billingAndShipping': {
      const prefs = sitePrefsFor(ctx.site.l10n.country);
      return { menu, addresses: await accounts.addresses(customerId), allowedStates: prefs.allowedStatesForShippingAndBilling, enableAutocomplete: prefs.enableAutocomplete };
    }
    case 'payments':
      // Cards stay with the payment provider, which keeps no reusable tokens for shoppers (decision 163).
      return { menu, methods: [] };
    case 'loginSecurity':
      return { menu, email };
    case 'orderHistory':
      return { menu, page: await accounts.orders(customerId, (orderPage(ctx.query) - 1) * ORDERS_PAGE_SIZE, ORDERS_PAGE_SIZE) };
    case 'wishlist':
      return { menu, items: await accounts.wishlist(customerId) };
    case 'customerService':
      return { menu, grid: await ctx.services.content.accountCustomerService().catch(() => null) };
    case 'logout':
      return { menu };
  }
}

/**
 * /account and /account/{menu} (document 1 §2.1, §2.3; decision 160): an unknown menu or a deeper
 * path is the 404 page; My Garage keeps its own screen (guests keep their garage in the browser);
 * every other section needs a registered shopper, else a 302 to /login?next={path}.
 */
export const accountLoader: Loader = async (ctx) => {
  const menu = accountMenuOfPath(ctx.path);
  if (!menu) return personal(notFoundPayload(ctx.match.name));
  if (menu === 'myGarage') return myGarageLoader(ctx);
  const shopper = await ctx.services.accounts.shopperFromCookie(ctx.cookie);
  const profile = shopper?.type === 'registered' ? await ctx.services.accounts.profile(shopper.customerId) : null;
  if (!shopper || !profile) {
    const query = ctx.query.toString();
    const next = ctx.path + (query ? `?${query}` : '');
    return { redirect: `${buildHref('/login', ctx.site, ctx.locale)}?next=${encodeURIComponent(next)}`, status: 302 };
  }
  const section = await sectionData(ctx, menu, profile);
  return personal(page<AccountPageData>(ctx, 'account', { firstName: profile.firstName, section }, accountBreadcrumbs(menu)));
};
