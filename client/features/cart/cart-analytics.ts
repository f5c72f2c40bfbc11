import type { DataLayerItem } from '../../../shared/analytics/data-layer-events';
import { itemFromLine } from '../../../shared/analytics/items';
import type { AddToCartRequest } from '../../../shared/cart/add-to-cart';
import type { Basket, BasketProductItem } from '../../../shared/cart/basket';
import type { CurrencyCode } from '../../../shared/sites/config';
import { trackItems } from '../analytics/analytics-events';
import { reportActivity } from '../recommendations/activity-client';

/** Cart lines as the personalization cart activities carry them (document 2 §7: id, sku, price, quantity). */
export function activityLines(items: readonly DataLayerItem[]) {
  return items.map((item) => ({ id: item.item_id, sku: item.item_id, ...(item.price !== undefined ? { price: item.price } : {}), quantity: item.quantity ?? 1 }));
}

/** The lines an add put in the basket, each with the quantity asked for (not the line's new total). */
export function addedItems(siteId: string, basket: Basket, addedItemIds: readonly string[], request: AddToCartRequest): DataLayerItem[] {
  return basket.productItems
    .filter((line) => addedItemIds.includes(line.itemId))
    .map((line) => itemFromLine(line, { siteId, quantity: request.lines.find((l) => l.productId === line.productId)?.quantity ?? line.quantity }));
}

/** add_to_cart and the addToCart activity of an add (document 1 §4 step 7: open the drawer and fire analytics events). */
export function reportAdd(siteId: string, basket: Basket, addedItemIds: readonly string[], request: AddToCartRequest): void {
  const items = addedItems(siteId, basket, addedItemIds, request);
  if (!items.length) return;
  trackItems('add_to_cart', basket.currency, items);
  reportActivity(siteId, 'addToCart', { products: activityLines(items) });
}

/** A line's quantity change: the difference is an add_to_cart (with its activity) or a remove_from_cart. */
export function reportQuantityChange(siteId: string, currency: CurrencyCode, line: BasketProductItem, to: number): void {
  if (to === line.quantity) return;
  const item = itemFromLine(line, { siteId, quantity: Math.abs(to - line.quantity) });
  if (to > line.quantity) {
    trackItems('add_to_cart', currency, [item]);
    reportActivity(siteId, 'addToCart', { products: activityLines([item]) });
  } else trackItems('remove_from_cart', currency, [item]);
}

/** Lines taken out of the cart. */
export function reportRemoval(siteId: string, currency: CurrencyCode, lines: readonly BasketProductItem[]): void {
  trackItems('remove_from_cart', currency, lines.map((line) => itemFromLine(line, { siteId })));
}

/** Every line of the basket as items (view_cart, begin_checkout and the checkout steps). */
export function basketItems(siteId: string, basket: Basket): DataLayerItem[] {
  return basket.productItems.map((line) => itemFromLine(line, { siteId }));
}
