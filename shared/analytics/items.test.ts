import { describe, expect, it } from 'vitest';
import type { BasketProductItem } from '../cart/basket';
import type { Order } from '../checkout/order';
import type { ProductDetail } from '../product/product-detail';
import type { Recommendation } from '../reco/recommendation';
import type { ProductHit } from '../types/product';
import type { SelectedVehicle } from '../vehicles/selected-vehicle';
import { checkDataLayerEvent } from './event-schemas';
import { itemFromDeal, itemFromDetail, itemFromHit, itemFromLine, itemFromReco, itemsValue, LISTS, lineVehicleFields, purchaseEcommerce, toMajor } from './items';

const CIVIC: SelectedVehicle = { modelId: '2019-honda-civic', year: 2019, makeName: 'Honda', modelName: 'Civic', submodel: 'EX' };

const HIT: ProductHit = {
  productId: 'AX-BRK-100000',
  productName: 'Ceramic Brake Pads',
  brand: 'Stopright',
  partNumber: 'SR-1',
  type: 'item',
  image: null,
  currency: 'USD',
  price: 4499,
  originalPrice: 5999,
  orderable: true,
  ats: 10,
  unitsSold: 3,
  rating: { average: 4, count: 2 },
  isDeal: true,
  universal: false,
  primaryCategoryId: 'brake-pads',
  parentCategoryId: 'brakes',
  fitment: 'fits',
  fitRows: [],
  notes: [],
};

const LINE: BasketProductItem = {
  itemId: 'i-1',
  productId: 'AX-BRK-100000',
  productName: 'Ceramic Brake Pads',
  quantity: 2,
  price: 8998,
  basePrice: 4499,
  priceAfterItemDiscount: 8998,
  c_coreDeposit: 0,
  shipmentId: 'delivery',
  c_shipmentType: 'delivery',
  c_fromStoreId: null,
  c_vehicleDetails: JSON.stringify({ vehicleID: '2019-honda-civic', year: '2019', make: 'Honda', model: 'Civic', isFit: true, fitment: { submodel: 'EX' } }),
  c_isFromSet: false,
  c_image: null,
  c_availableStock: 10,
  c_orderable: true,
  c_storeStock: null,
  c_primaryCategoryId: 'brake-pads',
  c_parentCategoryId: 'brakes',
  c_brand: 'Stopright',
};

describe('money', () => {
  it('converts minor units without float drift', () => {
    expect(toMajor(4499)).toBe(44.99);
    expect(toMajor(0)).toBe(0);
    expect(itemsValue([{ item_id: 'a', price: 0.1, quantity: 3 }, { item_id: 'b', price: 0.2 }])).toBe(0.5);
  });
});

describe('items (decision 183)', () => {
  it('a list card: brand, two category levels, list, position, price with unit discount, vehicle and fit', () => {
    expect(itemFromHit(HIT, { list: LISTS.search, index: 24, vehicle: CIVIC })).toEqual({
      item_id: 'AX-BRK-100000',
      item_name: 'Ceramic Brake Pads',
      item_brand: 'Stopright',
      item_category: 'brakes',
      item_category2: 'brake-pads',
      item_list_id: 'search-results',
      item_list_name: 'Search Results',
      index: 24,
      price: 44.99,
      discount: 15,
      quantity: 1,
      vehicle_id: '2019-honda-civic',
      vehicle_year: 2019,
      vehicle_make: 'Honda',
      vehicle_model: 'Civic',
      vehicle_submodel: 'EX',
      vehicle_fit: true,
    });
  });
  it('no vehicle, no vehicle fields; no struck price, no discount; a top category is its own first level', () => {
    const item = itemFromHit({ ...HIT, originalPrice: null, primaryCategoryId: 'brakes', parentCategoryId: 'parts' });
    expect(item).toEqual({ item_id: 'AX-BRK-100000', item_name: 'Ceramic Brake Pads', item_brand: 'Stopright', item_category: 'brakes', price: 44.99, quantity: 1 });
  });
  it('a card that needs trim or engine review does not count as fitting', () => {
    expect(itemFromHit({ ...HIT, fitment: 'needs-review' }, { vehicle: CIVIC }).vehicle_fit).toBe(false);
    expect(itemFromHit({ ...HIT, fitment: 'needs-review', universal: true }, { vehicle: CIVIC }).vehicle_fit).toBe(true);
  });
  it('the detail product with its variant, shown price and quantity', () => {
    const detail = { id: 'AX-WIP-1', name: 'Wiper', brand: 'Clearview', currency: 'CAD', price: 1999, originalPrice: null, primaryCategoryId: 'wipers', parentCategoryId: 'accessories' } as unknown as ProductDetail;
    expect(itemFromDetail(detail, { variantId: 'AX-WIP-1-22', price: 1799, originalPrice: 1999, quantity: 3, vehicle: CIVIC, fits: false })).toMatchObject({
      item_id: 'AX-WIP-1',
      item_variant: 'AX-WIP-1-22',
      item_brand: 'Clearview',
      price: 17.99,
      discount: 2,
      quantity: 3,
      vehicle_fit: false,
    });
    expect(itemFromDetail(detail, { variantId: 'AX-WIP-1' })).not.toHaveProperty('item_variant');
  });
  it('a recommendation pays its discount price; a deal keeps its list price as the discount base', () => {
    const rec = { productId: 'R1', productName: 'Rotor', brand: 'Stopright', price: 9000, discountPrice: 7500, c_extend: { primaryCategoryId: 'brake-rotors', parentCategoryId: 'brakes' } } as unknown as Recommendation;
    const list = LISTS.reco('other-parts-for-vehicle');
    expect(itemFromReco(rec, { list, index: 0, vehicle: CIVIC })).toMatchObject({ item_list_id: 'reco:other-parts-for-vehicle', item_list_name: 'Other Parts for Your Vehicle', price: 75, discount: 15, vehicle_fit: true });
    const deal = { productId: 'D1', name: 'Deal', image: null, originalPrice: 2000, price: 1500, currency: 'USD' as const, discountPercent: 25, brand: 'Acme', primaryCategoryId: 'oil', parentCategoryId: 'fluids' };
    expect(itemFromDeal(deal, { list: LISTS.homeDeals, index: 3 })).toEqual({ item_id: 'D1', item_name: 'Deal', item_brand: 'Acme', item_category: 'fluids', item_category2: 'oil', item_list_id: 'home-deals', item_list_name: 'Deals', index: 3, price: 15, discount: 5, quantity: 1 });
  });
  it('a cart line: its vehicle, the site as affiliation, a quantity override', () => {
    expect(itemFromLine(LINE, { siteId: 'axle-us', quantity: 1 })).toEqual({
      item_id: 'AX-BRK-100000',
      item_name: 'Ceramic Brake Pads',
      item_brand: 'Stopright',
      item_category: 'brakes',
      item_category2: 'brake-pads',
      price: 44.99,
      quantity: 1,
      affiliation: 'axle-us',
      vehicle_id: '2019-honda-civic',
      vehicle_year: 2019,
      vehicle_make: 'Honda',
      vehicle_model: 'Civic',
      vehicle_submodel: 'EX',
      vehicle_fit: true,
    });
    expect(lineVehicleFields('{bad')).toEqual({});
    expect(lineVehicleFields(JSON.stringify({ year: '2019' }))).toEqual({});
  });
  it('a purchase: order number, items total as value, tax and shipping beside it', () => {
    const order = {
      orderNo: 'AX0000000001',
      siteId: 'axle-us',
      currency: 'USD',
      productItems: [{ itemId: 'o-1', productId: LINE.productId, productName: LINE.productName, quantity: 2, basePrice: 4499, price: 8998, shipmentId: 'delivery', c_shipmentType: 'delivery', c_isFromSet: false, c_vehicleDetails: LINE.c_vehicleDetails }],
      productTotal: 8998,
      shippingTotal: 799,
      taxTotal: 800,
      orderTotal: 10597,
    } as unknown as Order;
    const ecommerce = purchaseEcommerce(order, [LINE]);
    expect(ecommerce).toMatchObject({ transaction_id: 'AX0000000001', affiliation: 'axle-us', currency: 'USD', value: 89.98, tax: 8, shipping: 7.99 });
    expect(ecommerce.items).toEqual([itemFromLine(LINE, { siteId: 'axle-us' })]);
    expect(checkDataLayerEvent({ event: 'purchase', ecommerce })).toMatchObject({ ok: true });
  });
});
