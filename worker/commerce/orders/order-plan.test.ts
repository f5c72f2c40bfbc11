import { describe, expect, it } from 'vitest';
import type { CheckoutBasket } from './checkout-basket';
import { CheckoutError } from './checkout-error';
import { planOrder } from './order-plan';

const TORONTO = { firstName: 'Ana', lastName: 'Roy', address1: '1 Front St W', city: 'Toronto', stateCode: 'ON', postalCode: 'm5j2x1', countryCode: 'CA' as const, phone: '416-555-0100' };
const STORE = { id: '101', name: 'Axle Calgary', address1: '1 Main', city: 'Calgary', postal_code: 'T2P 1J9', state_code: 'AB', inventory_list_id: 'inv-store-101', country_code: 'CA' };

function basket(items: Partial<CheckoutBasket['productItems'][number]>[]): CheckoutBasket {
  return {
    basketId: 'b1',
    currency: 'CAD',
    customerInfo: { customerId: 'g_1', email: null },
    productItems: items.map((i, n) => ({
      itemId: `i${n}`, productId: 'P1', productName: 'Part', quantity: 1, basePrice: 1000, c_coreDeposit: 0, shipmentId: 'delivery',
      c_shipmentType: 'delivery', c_fromStoreId: null, c_vehicleDetails: null, c_isFromSet: false, c_orderable: true, ...i,
    })),
    shipments: [
      { shipmentId: 'delivery', c_shipmentType: 'delivery', c_fromStoreId: null },
      { shipmentId: 'pickup', c_shipmentType: 'pickup', c_fromStoreId: '101' },
    ],
  };
}

describe('planOrder', () => {
  it('takes delivery stock from the online list and pickup stock from the store, one take per product and place', () => {
    const plan = planOrder({
      basket: basket([
        { productId: 'P1', quantity: 2 },
        { productId: 'P1', quantity: 1, c_isFromSet: true, basePrice: 0, itemId: 'set-member' },
        { productId: 'P1', quantity: 3, shipmentId: 'pickup', c_shipmentType: 'pickup', c_fromStoreId: '101' },
      ]),
      details: { email: ' ana@example.com ', shippingAddress: TORONTO, billingAddress: null },
      country: 'CA',
      stores: [STORE],
    });
    expect(plan.stock).toEqual([
      { productId: 'P1', locationId: 'online-ca', quantity: 3 },
      { productId: 'P1', locationId: 'inv-store-101', quantity: 3 },
    ]);
    expect(plan.email).toBe('ana@example.com');
    expect(plan.billingAddress.postalCode).toBe('M5J 2X1'); // same as shipping by default, normalised
    expect(plan.shipments.map((s) => [s.shipmentId, s.shippingMethod, s.fromStoreId])).toEqual([
      ['delivery', 'standard', null],
      ['pickup', 'in-store-pickup', '101'],
    ]);
    // Delivery goods 20.00 + 9.99 shipping taxed in ON, pickup 30.00 in AB.
    expect(plan.totals.taxes.map((t) => [t.stateCode, t.kind, t.amount])).toEqual([
      ['AB', 'GST', 150],
      ['ON', 'HST', 390],
    ]);
    expect(plan.totals.orderTotal).toBe(2000 + 3000 + 999 + 150 + 390);
  });

  it('needs no shipping address for pickup only, but a billing address', () => {
    const pickupOnly = basket([{ shipmentId: 'pickup', c_shipmentType: 'pickup', c_fromStoreId: '101' }]);
    expect(() => planOrder({ basket: pickupOnly, details: { email: 'a@example.com', shippingAddress: null, billingAddress: null }, country: 'CA', stores: [STORE] })).toThrow(CheckoutError);
    const plan = planOrder({ basket: pickupOnly, details: { email: 'a@example.com', shippingAddress: null, billingAddress: TORONTO }, country: 'CA', stores: [STORE] });
    expect(plan.totals.shippingTotal).toBe(0);
    expect(plan.shipments).toHaveLength(1);
  });

  it('reports every bad field at once and refuses an empty basket', () => {
    try {
      planOrder({ basket: basket([{}]), details: { email: 'x', shippingAddress: { ...TORONTO, postalCode: 'H2X 1Y4' }, billingAddress: null }, country: 'CA', stores: [] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CheckoutError);
      expect((error as CheckoutError).fieldErrors).toEqual({
        email: 'email',
        shippingAddress: { postalCode: 'postalProvince' },
        billingAddress: { postalCode: 'postalProvince' },
      });
    }
    expect(() => planOrder({ basket: basket([]), details: { email: 'a@example.com', shippingAddress: TORONTO, billingAddress: null }, country: 'CA', stores: [] })).toThrow('Your cart is empty.');
  });

  it('refuses a basket holding a part that may no longer be sold, before anything else (Items Unavailable)', () => {
    const held = basket([{}, { productId: 'P2', itemId: 'i9', c_orderable: false }]);
    expect(() => planOrder({ basket: held, details: { email: 'x', shippingAddress: null, billingAddress: null }, country: 'CA', stores: [] })).toThrow(
      'Some items are no longer available online. Please remove them from your cart to place your order.',
    );
    try {
      planOrder({ basket: held, details: { email: 'a@example.com', shippingAddress: TORONTO, billingAddress: null }, country: 'CA', stores: [] });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ status: 409, checkoutCode: 'items_unavailable' });
    }
  });
});
