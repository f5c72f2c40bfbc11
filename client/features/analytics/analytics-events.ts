import type { DataLayerItem } from '../../../shared/analytics/data-layer-events';
import { itemsValue, type AnalyticsList } from '../../../shared/analytics/items';
import type { ResolvedLocation } from '../../../shared/sites/resolve';
import type { CurrencyCode } from '../../../shared/sites/config';
import { track } from './track';

type ValueEventName = 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'add_to_wishlist' | 'begin_checkout';

/** An ecommerce event whose value is the items' total (document 2 §7). Nothing is tracked without items. */
export function trackItems(event: ValueEventName, currency: CurrencyCode, items: DataLayerItem[]): void {
  if (!items.length) return;
  track({ event, ecommerce: { currency, value: itemsValue(items), items } });
}

/** A list impression (view_item_list) or a pick from a list (select_item). */
export function trackList(event: 'view_item_list' | 'select_item', list: AnalyticsList, items: DataLayerItem[]): void {
  if (!items.length) return;
  track({ event, ecommerce: { item_list_id: list.id, item_list_name: list.name, items } });
}

/** The fields every page event carries: the path without prefixes, the site and the locale. */
export function pageFields(location: Pick<ResolvedLocation, 'path' | 'search' | 'site' | 'locale'>) {
  return { page_path: location.path + location.search, site_id: location.site.id, locale: location.locale.id };
}
