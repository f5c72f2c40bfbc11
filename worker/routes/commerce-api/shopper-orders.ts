import { Hono, type Context } from 'hono';
import { array, nullable, object, optional, size, string, type } from 'superstruct';
import { AddressSchema } from '../../commerce/orders/checkout-schemas';
import { CheckoutError, checkoutError } from '../../commerce/orders/checkout-error';
import type { AppEnv } from '../../env';
import { NotFoundError } from '../../errors';
import { startNewGuestSession } from '../../middleware/new-guest-session';
import { commerceScope } from './commerce-scope';
import { jsonBody } from './json-body';

/**
 * createOrder body: the basket id, the payment the shopper approved with the provider
 * (paymentInstruments[0].c_paymentId), and optionally the e-mail and addresses when the basket does
 * not carry them yet.
 */
const CreateOrderSchema = type({
  basketId: size(string(), 1, 64),
  customerInfo: optional(type({ email: size(string(), 0, 320) })),
  billingAddress: optional(nullable(AddressSchema)),
  shippingAddress: optional(nullable(AddressSchema)),
  paymentInstruments: size(array(type({ c_paymentId: size(string(), 1, 64) })), 1, 1),
});

function personal(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
}

function failure(c: Context<AppEnv>, error: unknown): Response {
  if (!(error instanceof CheckoutError)) throw error;
  personal(c);
  return c.json({ status: error.status, title: error.message, message: error.message, code: error.checkoutCode, fieldErrors: error.fieldErrors }, error.status);
}

/** ShopperOrders createOrder and getOrder at /checkout/shopper-orders/v1/organizations/{org}/orders (SCAPI Order shape). */
export const shopperOrdersApi = new Hono<AppEnv>()
  .post('/organizations/:org/orders', async (c) => {
    const { services } = commerceScope(c);
    try {
      const body = await jsonBody(c, CreateOrderSchema);
      const basket = await services.baskets.current(c.var.shopper);
      if (!basket || basket.basketId !== body.basketId) throw new NotFoundError('Basket not found');
      if (basket.productItems.length === 0) throw checkoutError('empty_basket');
      const delivery = basket.shipments.find((s) => s.c_shipmentType === 'delivery');
      const storedShipping = (delivery?.shippingAddress ?? null) as never;
      const placed = await services.orders.placeOrder(basket, {
        email: body.customerInfo?.email ?? basket.customerInfo.email ?? '',
        shippingAddress: body.shippingAddress ?? storedShipping,
        billingAddress: body.billingAddress ?? null,
        paymentId: body.paymentInstruments[0]!.c_paymentId,
      });
      await startNewGuestSession(c);
      personal(c);
      return c.json(placed.order, 201);
    } catch (error) {
      return failure(c, error);
    }
  })
  .get('/organizations/:org/orders/:orderNo', async (c) => {
    const { services } = commerceScope(c);
    const order = c.var.shopper ? await services.orders.getOrderForCustomer(c.req.param('orderNo'), c.var.shopper.customerId) : null;
    personal(c);
    if (!order) throw new NotFoundError('Order not found');
    return c.json(order);
  });
