import { describe, expect, it } from 'vitest';
import { DATA_LAYER_EVENT_NAMES, type DataLayerEvent } from './data-layer-events';
import { checkDataLayerEvent, EVENT_SCHEMAS } from './event-schemas';

const item = { item_id: 'AX-1', item_name: 'Pads', item_brand: 'Stopright', price: 44.99, quantity: 1 };
const value = { currency: 'USD' as const, value: 44.99, items: [item] };
const list = { item_list_id: 'search-results', item_list_name: 'Search Results', items: [{ ...item, index: 0 }] };
const page = { page_path: '/search?q=pads', site_id: 'axle-us', locale: 'en-US' };

/** One valid example of every event. */
const VALID: DataLayerEvent[] = [
  { event: 'search', search_term: 'pads' },
  { event: 'view_item', ecommerce: value },
  { event: 'select_item', ecommerce: list },
  { event: 'view_item_list', ecommerce: list },
  { event: 'sign_up', method: 'email' },
  { event: 'login', method: 'email' },
  { event: 'view_cart', ecommerce: value },
  { event: 'add_to_cart', ecommerce: value },
  { event: 'remove_from_cart', ecommerce: value },
  { event: 'add_to_wishlist', ecommerce: value },
  { event: 'begin_checkout', ecommerce: value },
  { event: 'add_shipping_info', ecommerce: { ...value, shipping_tier: 'standard' } },
  { event: 'add_payment_info', ecommerce: { ...value, payment_type: 'card' } },
  { event: 'purchase', ecommerce: { ...value, transaction_id: 'AX0000000001', tax: 3.6, shipping: 7.99, affiliation: 'axle-us' } },
  { event: 'view-item', item_id: 'AX-1', ...page },
  { event: 'view-list', list_id: 'category:brake-pads', category_id: 'brake-pads', result_count: 40, ...page },
  { event: 'view-search', search_term: 'pads', result_count: 12, ...page },
  { event: 'view-category', category_id: 'brakes', ...page },
  { event: 'page_view', page_path: '/cart' },
];

describe('data-layer event schemas (document 2 §5, §7)', () => {
  it('cover every event of document 2 §7, the page events and the tracker page view', () => {
    expect(Object.keys(EVENT_SCHEMAS).sort()).toEqual([...DATA_LAYER_EVENT_NAMES].sort());
    expect(VALID.map((e) => e.event).sort()).toEqual([...DATA_LAYER_EVENT_NAMES].sort());
  });

  it.each(VALID.map((e) => [e.event, e] as const))('accept a valid %s', (_, event) => {
    expect(checkDataLayerEvent(event)).toEqual({ ok: true, event });
  });

  it.each([
    ['an unknown event', { event: 'view_items' }, 'unknown analytics event "view_items"'],
    ['no event name', { search_term: 'x' }, 'unknown analytics event'],
    ['a missing required field', { event: 'search' }, 'search_term'],
    ['an empty search term', { event: 'search', search_term: '' }, 'search_term'],
    ['a misspelt field', { event: 'login', method: 'email', metod: 'x' }, 'metod'],
    ['no items', { event: 'view_item', ecommerce: { ...value, items: [] } }, 'ecommerce.items'],
    ['an item without id', { event: 'add_to_cart', ecommerce: { ...value, items: [{ item_name: 'x' }] } }, 'ecommerce.items.0.item_id'],
    ['a price in cents', { event: 'add_to_cart', ecommerce: { ...value, items: [{ ...item, price: 44.999 }] } }, 'ecommerce.items.0.price'],
    ['a negative value', { event: 'begin_checkout', ecommerce: { ...value, value: -1 } }, 'ecommerce.value'],
    ['an unknown currency', { event: 'view_cart', ecommerce: { ...value, currency: 'EUR' } }, 'ecommerce.currency'],
    ['a quantity of 0', { event: 'remove_from_cart', ecommerce: { ...value, items: [{ ...item, quantity: 0 }] } }, 'quantity'],
    ['a fractional index', { event: 'view_item_list', ecommerce: { ...list, items: [{ ...item, index: 1.5 }] } }, 'index'],
    ['a list without its name', { event: 'select_item', ecommerce: { item_list_id: 'x', items: [item] } }, 'item_list_name'],
    ['a purchase without transaction id', { event: 'purchase', ecommerce: { ...value, tax: 0, shipping: 0 } }, 'transaction_id'],
    ['a shipping step without tier', { event: 'add_shipping_info', ecommerce: value }, 'shipping_tier'],
    ['a vehicle year as text', { event: 'view_item', ecommerce: { ...value, items: [{ ...item, vehicle_year: '2019' }] } }, 'vehicle_year'],
    ['a page event without its site', { event: 'view-item', item_id: 'AX-1', page_path: '/', locale: 'en-US' }, 'site_id'],
  ])('reject %s', (_, event, where) => {
    const result = checkDataLayerEvent(event);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(where);
  });
});
