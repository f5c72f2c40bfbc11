/**
 * The store's products, cart lines and orders as data-layer items (decision 183): money in major
 * units, categories by id (parent, then primary), the product's own brand, list id and name, and
 * the vehicle the part is shopped for.
 */
import type { BasketProductItem, LineVehicle } from '../cart/basket';
import type { Order, OrderProductItem } from '../checkout/order';
import type { ProductDetail } from '../product/product-detail';
import type { Recommendation } from '../reco/recommendation';
import type { DealTile } from '../types/deal';
import type { ProductHit } from '../types/product';
import type { SelectedVehicle } from '../vehicles/selected-vehicle';
import type { DataLayerItem } from './data-layer-events';

/** A list a product was shown in: a stable id and an English name (not the localized heading). */
export interface AnalyticsList {
  id: string;
  name: string;
}

/** The lists of the store (decision 183). */
export const LISTS = {
  search: { id: 'search-results', name: 'Search Results' },
  category: (categoryId: string): AnalyticsList => ({ id: `category:${categoryId}`, name: 'Category' }),
  vehicleCategory: (modelId: string, categoryId: string | null): AnalyticsList => ({
    id: categoryId ? `vehicle:${modelId}:${categoryId}` : `vehicle:${modelId}`,
    name: 'Vehicle Parts',
  }),
  homeDeals: { id: 'home-deals', name: 'Deals' },
  reco: (recommenderName: string): AnalyticsList => ({ id: `reco:${recommenderName}`, name: RECO_LIST_NAMES[recommenderName] ?? recommenderName }),
} as const;

const RECO_LIST_NAMES: Record<string, string> = {
  'other-parts-for-vehicle': 'Other Parts for Your Vehicle',
  'viewed-recently-einstein': 'Recently Viewed',
  'pdp-similar-items': 'Similar Items',
  'bought-together': 'Bought Together',
  'home-top-sellers': 'Top Sellers',
};

/** Minor units (cents) to the major units GA4 expects. */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

/** The sum of price × quantity of items, in major units (computed in cents, so no float drift). */
export function itemsValue(items: readonly DataLayerItem[]): number {
  return toMajor(items.reduce((sum, item) => sum + Math.round((item.price ?? 0) * 100) * (item.quantity ?? 1), 0));
}

function categories(primary: string | null | undefined, parent: string | null | undefined): Pick<DataLayerItem, 'item_category' | 'item_category2'> {
  if (!primary) return {};
  // Top-level categories sit under the hidden 'parts' node: they are their own first level.
  if (!parent || HIDDEN_CATEGORY_IDS.has(parent)) return { item_category: primary };
  return { item_category: parent, item_category2: primary };
}

/** Category ids the storefront never shows (document 2 §2 breadcrumbs omit them). */
const HIDDEN_CATEGORY_IDS = new Set(['parts', 'root', 'ymm-catalog']);

function prices(price: number, originalPrice: number | null | undefined): Pick<DataLayerItem, 'price' | 'discount'> {
  const discount = originalPrice != null && originalPrice > price ? originalPrice - price : 0;
  return { price: toMajor(price), ...(discount > 0 ? { discount: toMajor(discount) } : {}) };
}

function list(list: AnalyticsList | undefined, index: number | undefined): Pick<DataLayerItem, 'item_list_id' | 'item_list_name' | 'index'> {
  return { ...(list ? { item_list_id: list.id, item_list_name: list.name } : {}), ...(index !== undefined ? { index } : {}) };
}

/** The vehicle fields of a selected vehicle; `fits` when the part's fit for it is known. */
export function vehicleFields(vehicle: SelectedVehicle | null | undefined, fits?: boolean): Partial<DataLayerItem> {
  if (!vehicle) return {};
  return {
    vehicle_id: vehicle.modelId,
    vehicle_year: vehicle.year,
    vehicle_make: vehicle.makeName,
    vehicle_model: vehicle.modelName,
    ...(vehicle.submodel ? { vehicle_submodel: vehicle.submodel } : {}),
    ...(vehicle.engine ? { vehicle_engine: vehicle.engine } : {}),
    ...(fits !== undefined ? { vehicle_fit: fits } : {}),
  };
}

/** The vehicle fields of a cart or order line (`c_vehicleDetails` JSON); unreadable text gives none. */
export function lineVehicleFields(details: string | null): Partial<DataLayerItem> {
  if (!details) return {};
  let vehicle: Partial<LineVehicle>;
  try {
    vehicle = JSON.parse(details) as Partial<LineVehicle>;
  } catch {
    return {};
  }
  if (typeof vehicle.vehicleID !== 'string' || !vehicle.vehicleID) return {};
  const year = Number(vehicle.year);
  return {
    vehicle_id: vehicle.vehicleID,
    ...(Number.isInteger(year) && year > 0 ? { vehicle_year: year } : {}),
    ...(typeof vehicle.make === 'string' && vehicle.make ? { vehicle_make: vehicle.make } : {}),
    ...(typeof vehicle.model === 'string' && vehicle.model ? { vehicle_model: vehicle.model } : {}),
    ...(typeof vehicle.fitment?.submodel === 'string' ? { vehicle_submodel: vehicle.fitment.submodel } : {}),
    ...(typeof vehicle.fitment?.engine === 'string' ? { vehicle_engine: vehicle.fitment.engine } : {}),
    ...(typeof vehicle.isFit === 'boolean' ? { vehicle_fit: vehicle.isFit } : {}),
  };
}

/** A product card of a list (search, category, vehicle category). */
export function itemFromHit(hit: ProductHit, options: { list?: AnalyticsList; index?: number; vehicle?: SelectedVehicle | null; quantity?: number } = {}): DataLayerItem {
  const fits = options.vehicle ? hit.universal || hit.fitment === 'fits' : undefined;
  return {
    item_id: hit.productId,
    item_name: hit.productName,
    item_brand: hit.brand,
    ...categories(hit.primaryCategoryId, hit.parentCategoryId),
    ...list(options.list, options.index),
    ...prices(hit.price, hit.originalPrice),
    quantity: options.quantity ?? 1,
    ...vehicleFields(options.vehicle, fits),
  };
}

/** The product of a detail page, with the variant and the price the page shows. */
export function itemFromDetail(
  product: ProductDetail,
  options: { variantId?: string | null; price?: number; originalPrice?: number | null; quantity?: number; vehicle?: SelectedVehicle | null; fits?: boolean } = {},
): DataLayerItem {
  const variant = options.variantId && options.variantId !== product.id ? options.variantId : null;
  return {
    item_id: product.id,
    item_name: product.name,
    item_brand: product.brand,
    ...categories(product.primaryCategoryId, product.parentCategoryId),
    ...(variant ? { item_variant: variant } : {}),
    ...prices(options.price ?? product.price, options.originalPrice === undefined ? product.originalPrice : options.originalPrice),
    quantity: options.quantity ?? 1,
    ...vehicleFields(options.vehicle, options.vehicle ? options.fits : undefined),
  };
}

/** A recommendation tile. */
export function itemFromReco(rec: Recommendation, options: { list: AnalyticsList; index: number; vehicle?: SelectedVehicle | null }): DataLayerItem {
  return {
    item_id: rec.productId,
    item_name: rec.productName,
    item_brand: rec.brand,
    ...categories(rec.c_extend.primaryCategoryId, rec.c_extend.parentCategoryId),
    ...list(options.list, options.index),
    ...prices(rec.discountPrice ?? rec.price, rec.discountPrice !== null ? rec.price : null),
    quantity: 1,
    // Recommendations for a vehicle only carry parts that fit it (document 2 §5).
    ...vehicleFields(options.vehicle, options.vehicle ? true : undefined),
  };
}

/** A deal tile of the home page. */
export function itemFromDeal(deal: DealTile, options: { list: AnalyticsList; index: number }): DataLayerItem {
  return {
    item_id: deal.productId,
    item_name: deal.name,
    ...(deal.brand ? { item_brand: deal.brand } : {}),
    ...categories(deal.primaryCategoryId, deal.parentCategoryId),
    ...list(options.list, options.index),
    ...prices(deal.price, deal.originalPrice),
    quantity: 1,
  };
}

/** A cart line; `quantity` overrides the line's own (a stepper change reports the difference). */
export function itemFromLine(line: BasketProductItem, options: { siteId: string; quantity?: number }): DataLayerItem {
  return {
    item_id: line.productId,
    item_name: line.productName,
    item_brand: line.c_brand,
    ...categories(line.c_primaryCategoryId, line.c_parentCategoryId),
    price: toMajor(line.basePrice),
    quantity: options.quantity ?? line.quantity,
    affiliation: options.siteId,
    ...lineVehicleFields(line.c_vehicleDetails),
  };
}

/** An order line, completed from the basket line it came from (brand and categories). */
export function itemFromOrderLine(line: OrderProductItem, basketLines: readonly BasketProductItem[], siteId: string): DataLayerItem {
  const source = basketLines.find((b) => b.productId === line.productId && b.shipmentId === line.shipmentId) ?? basketLines.find((b) => b.productId === line.productId);
  return {
    item_id: line.productId,
    item_name: line.productName,
    ...(source ? { item_brand: source.c_brand, ...categories(source.c_primaryCategoryId, source.c_parentCategoryId) } : {}),
    price: toMajor(line.basePrice),
    quantity: line.quantity,
    affiliation: siteId,
    ...lineVehicleFields(line.c_vehicleDetails),
  };
}

/** The purchase event's ecommerce object of a placed order (decision 183: affiliation is the site). */
export function purchaseEcommerce(order: Order, basketLines: readonly BasketProductItem[]) {
  return {
    transaction_id: order.orderNo,
    affiliation: order.siteId,
    currency: order.currency,
    // GA4: value is the items' total; tax and shipping travel beside it.
    value: toMajor(order.productTotal),
    tax: toMajor(order.taxTotal),
    shipping: toMajor(order.shippingTotal),
    items: order.productItems.map((line) => itemFromOrderLine(line, basketLines, order.siteId)),
  };
}
