import { INITIAL_STORE_LIST_LIMIT } from '../../../shared/stores/store-search-constants';
import type { StoreDetailsData, StoreLocatorData } from '../../../shared/types/store';
import { NOT_FOUND, page, type CachedLoader } from './loader-context';

const LOCATOR_PATH = '/pages/store-locator';
const LOCATOR_CRUMB = { name: '', nameKey: 'common.screen.storeLocator', url: LOCATOR_PATH };

/** /pages/store-locator: crumb "Home > Store Locator" and the initial list (limit 10). */
export const storeLocatorLoader: CachedLoader = async (ctx) => {
  const initial = await ctx.services.stores.list(INITIAL_STORE_LIST_LIMIT, 0).catch((error: unknown) => {
    console.warn('store list failed', error);
    return null;
  });
  return page<StoreLocatorData>(ctx, 'store-locator', { initial }, [{ ...LOCATOR_CRUMB, isCurrentPage: true }]);
};

/** /pages/store-locator/{storeId}: crumb "Home > Store Locator > {store name}"; unknown ids follow the unknown-path rule. */
export const storeDetailsLoader: CachedLoader = async (ctx) => {
  const id = ctx.match.params.storeId ?? '';
  if (!/^[\w-]{1,64}$/.test(id)) return NOT_FOUND;
  const store = await ctx.services.stores.getById(id);
  // A store of the other country is not listed on this site.
  if (!store || store.countryCode !== ctx.site.l10n.country) return NOT_FOUND;
  return page<StoreDetailsData>(ctx, 'store-details', { store }, [
    { ...LOCATOR_CRUMB, isCurrentPage: false },
    { name: store.name, url: `${LOCATOR_PATH}/${store.id}`, isCurrentPage: true },
  ]);
};
