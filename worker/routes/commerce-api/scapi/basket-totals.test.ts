import { describe, expect, it } from 'vitest';
import type { Basket, BasketProductItem } from '../../../../shared/cart/basket';
import { basketTotals } from './basket-totals';

function line(itemId: string, type: 'delivery' | 'pickup', basePrice: number, quantity: number, store: string | null = null): BasketProductItem {
  return {
    itemId, productId: itemId, productName: itemId, quantity, price: basePrice * quantity, basePrice, priceAfterItemDiscount: basePrice * quantity,
    shipmentId: type, c_shipmentType: type, c_fromStoreId: store, c_vehicleDetails: null, c_isFromSet: false, c_image: null,
    c_availableStock: 10, c_storeStock: null, c_primaryCategoryId: 'x', c_parentCategoryId: null, c_brand: 'b',
  };
}

function basket(items: BasketProductItem[], deliveryState: string | null): Basket {
  return {
    basketId: 'b1', currency: 'CAD', customerInfo: { customerId: 'c', email: null }, productItems: items,
    shipments: [{ shipmentId: 'delivery', c_shipmentType: 'delivery', shippingMethod: { id: 'standard' }, c_fromStoreId: null, c_storeName: null, shippingAddress: deliveryState ? { stateCode: deliveryState } : null }],
    productSubTotal: 0, productTotal: 0, shippingTotal: null, taxTotal: null, orderTotal: 0, c_totalItems: 0,
  };
}

describe('SCAPI basket totals', () => {
  it('knows the taxes only once every line has a place: the delivery address, the pickup store', () => {
    const items = [line('a', 'delivery', 2000, 2), line('b', 'pickup', 1000, 1, 's1')];
    expect(basketTotals(basket(items, null), 'CA', new Map([['s1', 'ON']])).taxKnown).toBe(false);
    expect(basketTotals(basket(items, 'QC'), 'CA', new Map()).taxKnown).toBe(false);
    const known = basketTotals(basket(items, 'QC'), 'CA', new Map([['s1', 'ON']]));
    expect(known.taxKnown).toBe(true);
    expect(known.deliverySubtotal).toBe(4000);
    const t = known.totals;
    expect(t.productSubtotal).toBe(5000);
    expect(t.shippingTotal).toBe(999);
    expect(t.taxTotal).toBeGreaterThan(0);
    expect(t.productSubtotal + t.shippingTotal + t.taxTotal).toBe(t.orderTotal);
  });

  it('charges no shipping for a pickup-only basket', () => {
    const { totals, taxKnown } = basketTotals(basket([line('b', 'pickup', 1000, 1, 's1')], null), 'CA', new Map([['s1', 'ON']]));
    expect(taxKnown).toBe(true);
    expect(totals.shippingTotal).toBe(0);
  });
});
