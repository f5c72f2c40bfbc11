import { useCallback } from 'react';
import { itemFromHit, LISTS, type AnalyticsList } from '../../../shared/analytics/items';
import type { ProductListData } from '../../../shared/search/listing-data';
import type { ProductHit } from '../../../shared/types/product';
import type { SelectedVehicle } from '../../../shared/vehicles/selected-vehicle';
import { useRouter } from '../../router/router';
import { pageFields, trackList } from '../analytics/analytics-events';
import { track } from '../analytics/track';
import { useTrackOnce } from '../analytics/use-track-once';
import { activityProduct, reportActivity } from '../recommendations/activity-client';

/** Products an impression activity lists at most (the endpoint's limit). */
const ACTIVITY_PRODUCTS = 50;

/** The analytics list of a product list page (decision 183). */
export function listOf(data: Pick<ProductListData, 'mode' | 'category' | 'vehicle'>): AnalyticsList {
  if (data.mode === 'search') return LISTS.search;
  if (data.vehicle) return LISTS.vehicleCategory(data.vehicle.modelId, data.category?.id ?? null);
  return LISTS.category(data.category?.id ?? 'parts');
}

/**
 * Analytics of a product list page: when its cards load, the page event (view-search or
 * view-list), the list impression (view_item_list) and the personalization impression
 * (viewSearch or viewCategory); then, for a card the shopper follows, select_item and clickSearch
 * or clickCategory. The returned callback reports a card's selection.
 */
export function useListAnalytics(data: ProductListData, loading: boolean, vehicle: SelectedVehicle | null): (hit: ProductHit, index: number) => void {
  const { href, location } = useRouter();
  const { result, query, category } = data;
  const list = listOf(data);
  const siteId = location.site.id;
  const searchText = query.trim();
  const ids = result.hits.map((h) => h.productId);
  const key = loading ? null : `${href}|${ids.join(',')}`;

  useTrackOnce(key, () => {
    const page = pageFields(location);
    if (data.mode === 'search') track({ event: 'view-search', search_term: searchText, result_count: result.total, ...page });
    else
      track({
        event: 'view-list',
        list_id: list.id,
        ...(category ? { category_id: category.id } : {}),
        ...(data.vehicle ? { vehicle_id: data.vehicle.modelId } : {}),
        result_count: result.total,
        ...page,
      });
    trackList('view_item_list', list, result.hits.map((hit, i) => itemFromHit(hit, { list, index: result.offset + i, vehicle })));
    const products = ids.slice(0, ACTIVITY_PRODUCTS).map(activityProduct);
    const shown = products.length ? { products } : {};
    if (data.mode === 'search' && searchText) reportActivity(siteId, 'viewSearch', { searchText, ...shown });
    else if (data.mode === 'category' && category) reportActivity(siteId, 'viewCategory', { category: { id: category.id }, ...shown });
  }, { page: true });

  return useCallback(
    (hit: ProductHit, index: number) => {
      trackList('select_item', list, [itemFromHit(hit, { list, index: result.offset + index, vehicle })]);
      if (data.mode === 'search' && searchText) reportActivity(siteId, 'clickSearch', { searchText, product: activityProduct(hit.productId) });
      else if (data.mode === 'category' && category) reportActivity(siteId, 'clickCategory', { category: { id: category.id }, product: activityProduct(hit.productId) });
    },
    [list, result.offset, vehicle, data.mode, searchText, siteId, category],
  );
}
