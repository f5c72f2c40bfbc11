import { itemFromDetail } from '../../../shared/analytics/items';
import type { ProductDetail } from '../../../shared/product/product-detail';
import type { SelectedVehicle } from '../../../shared/vehicles/selected-vehicle';
import { useRouter } from '../../router/router';
import { pageFields, trackItems } from '../analytics/analytics-events';
import { track } from '../analytics/track';
import { useTrackOnce } from '../analytics/use-track-once';

export interface ProductItemInput {
  variantId: string | null;
  /** Minor units: the unit price and struck-through price the page shows. */
  price: number;
  originalPrice: number | null;
  vehicle: SelectedVehicle | null;
  fits: boolean;
}

/**
 * The product page's analytics (document 2 §7): the page event view-item and view_item once per
 * product shown, with the price, vehicle and fit the page starts with. (The personalization
 * viewProduct goes with the recently viewed record, use-record-product-view.ts.)
 */
export function useProductAnalytics(product: ProductDetail, input: ProductItemInput): void {
  const { location } = useRouter();
  useTrackOnce(product.id, () => {
    track({ event: 'view-item', item_id: product.id, ...pageFields(location) });
    trackItems('view_item', product.currency, [itemFromDetail(product, { ...input, quantity: 1 })]);
  }, { page: true });
}
