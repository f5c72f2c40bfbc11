import type { Basket } from '../../../shared/cart/basket';
import { basketTotalFields, basketTotals } from '../../../shared/cart/basket-totals';

/** The basket with one line's quantity changed (the optimistic picture while the server answers), totals worked out as the server does. */
export function withQuantity(basket: Basket, itemId: string, quantity: number): Basket {
  const productItems = basket.productItems.map((item) =>
    item.itemId === itemId ? { ...item, quantity, price: item.basePrice * quantity, priceAfterItemDiscount: item.basePrice * quantity } : item,
  );
  return {
    ...basket,
    productItems,
    ...basketTotalFields(basketTotals({ ...basket, productItems })),
    c_totalItems: productItems.reduce((sum, item) => sum + item.quantity, 0),
  };
}
