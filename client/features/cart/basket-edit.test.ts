import { describe, expect, it } from 'vitest';
import type { Basket, BasketProductItem } from '../../../shared/cart/basket';
import { withQuantity } from './basket-edit';

const item = (itemId: string, quantity: number, basePrice: number, shipmentId = 'delivery') =>
  ({ itemId, quantity, basePrice, price: basePrice * quantity, shipmentId, c_shipmentType: shipmentId }) as BasketProductItem;

describe('withQuantity', () => {
  it('changes one line and recomputes line price, subtotal, shipping, known taxes, total and item count', () => {
    const basket = {
      currency: 'CAD',
      productItems: [item('a', 1, 500), item('b', 2, 1000, 'pickup')],
      shipments: [
        { shipmentId: 'delivery', c_shipmentType: 'delivery', c_taxStateCode: null },
        { shipmentId: 'pickup', c_shipmentType: 'pickup', c_taxStateCode: 'ON' },
      ],
    } as unknown as Basket;
    const next = withQuantity(basket, 'a', 3);
    expect(next.productItems[0]!.price).toBe(1500);
    expect(next.productSubTotal).toBe(3500);
    expect(next.shippingTotal).toBe(999); // 15.00 delivered: under 59 CAD
    expect(next.c_taxes).toEqual([{ stateCode: 'ON', kind: 'HST', pcm: 13000, amount: 260 }]);
    expect(next.c_taxPending).toBe(true);
    expect(next.orderTotal).toBe(3500 + 999 + 260);
    expect(next.c_totalItems).toBe(5);
    expect(basket.productItems[0]!.quantity).toBe(1);
    // Over the threshold the delivery becomes free at once.
    expect(withQuantity(basket, 'a', 12).shippingTotal).toBe(0);
  });
});
