/**
 * Superstruct schemas of the data-layer events (document 2 §5: analytics events are checked for
 * required fields and types; a failure is logged and the event is not sent). Objects are exact:
 * a misspelt field fails like a missing one. Only the lazily loaded pusher imports this file.
 */
import { array, boolean, define, enums, integer, literal, min, object, optional, size, string, type Describe, type Struct } from 'superstruct';
import type { DataLayerEvent, DataLayerEventName, DataLayerItem } from './data-layer-events';

const Text = (max: number) => size(string(), 1, max);
/** Major units with at most two decimals, never negative. */
const Money = define<number>('money', (value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 && Math.round(value * 100) / 100 === value) || 'must be an amount ≥ 0 with at most 2 decimals');
const Currency = enums(['USD', 'CAD'] as const);
const Count = min(integer(), 0);

export const DataLayerItemSchema: Describe<DataLayerItem> = object({
  item_id: Text(100),
  item_name: optional(Text(300)),
  item_brand: optional(Text(100)),
  item_category: optional(Text(100)),
  item_category2: optional(Text(100)),
  item_variant: optional(Text(100)),
  item_list_id: optional(Text(200)),
  item_list_name: optional(Text(100)),
  index: optional(Count),
  price: optional(Money),
  discount: optional(Money),
  quantity: optional(min(integer(), 1)),
  coupon: optional(Text(100)),
  affiliation: optional(Text(100)),
  vehicle_id: optional(Text(100)),
  vehicle_year: optional(min(integer(), 1900)),
  vehicle_make: optional(Text(100)),
  vehicle_model: optional(Text(100)),
  vehicle_submodel: optional(Text(100)),
  vehicle_engine: optional(Text(100)),
  vehicle_fit: optional(boolean()),
});

const Items = size(array(DataLayerItemSchema), 1, 200);
const ListEcommerce = object({ item_list_id: Text(200), item_list_name: Text(100), items: Items });
const value = { currency: Currency, value: Money, coupon: optional(Text(100)), items: Items };
const ValueEcommerce = object(value);
const pageFields = { page_path: Text(2000), site_id: Text(20), locale: Text(10) };

const ecommerceEvent = <N extends string, E>(name: N, ecommerce: Struct<E, unknown>) => object({ event: literal(name), ecommerce });

/** The schema of each event (document 2 §7 events, page events, the tracker's page view). */
export const EVENT_SCHEMAS: { [K in DataLayerEventName]: Struct<Extract<DataLayerEvent, { event: K }>, unknown> } = {
  search: object({ event: literal('search'), search_term: Text(200) }),
  view_item: ecommerceEvent('view_item', ValueEcommerce),
  select_item: ecommerceEvent('select_item', ListEcommerce),
  view_item_list: ecommerceEvent('view_item_list', ListEcommerce),
  sign_up: object({ event: literal('sign_up'), method: Text(50) }),
  login: object({ event: literal('login'), method: Text(50) }),
  view_cart: ecommerceEvent('view_cart', ValueEcommerce),
  add_to_cart: ecommerceEvent('add_to_cart', ValueEcommerce),
  remove_from_cart: ecommerceEvent('remove_from_cart', ValueEcommerce),
  add_to_wishlist: ecommerceEvent('add_to_wishlist', ValueEcommerce),
  begin_checkout: ecommerceEvent('begin_checkout', ValueEcommerce),
  add_shipping_info: ecommerceEvent('add_shipping_info', object({ ...value, shipping_tier: Text(50) })),
  add_payment_info: ecommerceEvent('add_payment_info', object({ ...value, payment_type: Text(50) })),
  purchase: ecommerceEvent(
    'purchase',
    object({ ...value, transaction_id: Text(50), tax: Money, shipping: Money, affiliation: optional(Text(100)) }),
  ),
  'view-item': object({ event: literal('view-item'), item_id: Text(100), ...pageFields }),
  'view-list': object({ event: literal('view-list'), list_id: Text(200), category_id: optional(Text(100)), vehicle_id: optional(Text(100)), result_count: Count, ...pageFields }),
  'view-search': object({ event: literal('view-search'), search_term: Text(200), result_count: Count, ...pageFields }),
  'view-category': object({ event: literal('view-category'), category_id: Text(100), ...pageFields }),
  page_view: object({ event: literal('page_view'), page_path: Text(2000) }),
};

/** Checks one event; the failure names the event and the first failing field. */
export function checkDataLayerEvent(candidate: unknown): { ok: true; event: DataLayerEvent } | { ok: false; message: string } {
  const name = typeof candidate === 'object' && candidate !== null ? (candidate as { event?: unknown }).event : undefined;
  const schema = typeof name === 'string' && Object.hasOwn(EVENT_SCHEMAS, name) ? EVENT_SCHEMAS[name as DataLayerEventName] : undefined;
  if (!schema) return { ok: false, message: `unknown analytics event ${JSON.stringify(name)}` };
  const [error] = schema.validate(candidate);
  if (error) {
    const path = error.path.length ? error.path.join('.') : '(event)';
    return { ok: false, message: `analytics event ${name} rejected at ${path}: ${error.message}` };
  }
  return { ok: true, event: candidate as DataLayerEvent };
}
