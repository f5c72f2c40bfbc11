import type { Basket } from '../../../shared/cart/basket';

/** The basket with one line's quantity changed (the optimistic picture while the server answers). */
export function withQuantity(basket: Basket, itemId: string, quantity: number): Basket {
  const productItems = basket.productItems.map((item) =>
    item.itemId === itemId ? { ...item, quantity, price: item.basePrice * quantity, priceAfterItemDiscount: item.basePrice * quantity } : item,
  );
  const productSubTotal = productItems.reduce((sum, item) => sum + item.price, 0);
  return {
    ...basket,
    productItems,
    productSubTotal,
    productTotal: productSubTotal,
    orderTotal: productSubTotal + (basket.shippingTotal ?? 0) + (basket.taxTotal ?? 0),
    c_totalItems: productItems.reduce((sum, item) => sum + item.quantity, 0),
  };
}
