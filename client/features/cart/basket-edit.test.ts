import { describe, expect, it } from 'vitest';
import type { Basket, BasketProductItem } from '../../../shared/cart/basket';
import { withQuantity } from './basket-edit';

const item = (itemId: string, quantity: number, basePrice: number) => ({ itemId, quantity, basePrice, price: basePrice * quantity }) as BasketProductItem;

describe('withQuantity', () => {
  it('changes one line and recomputes line price, subtotal, total and item count', () => {
    const basket = { productItems: [item('a', 1, 500), item('b', 2, 250)], shippingTotal: null, taxTotal: 100 } as unknown as Basket;
    const next = withQuantity(basket, 'a', 3);
    expect(next.productItems[0]!.price).toBe(1500);
    expect(next.productSubTotal).toBe(2000);
    expect(next.orderTotal).toBe(2100);
    expect(next.c_totalItems).toBe(5);
    expect(basket.productItems[0]!.quantity).toBe(1);
  });
});
