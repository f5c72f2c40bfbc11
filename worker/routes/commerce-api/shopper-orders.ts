import { Hono, type Context } from 'hono';
import { array, nullable, optional, size, string, type } from 'superstruct';
import type { Basket } from '../../../shared/cart/basket';
import type { CheckoutAddress } from '../../../shared/checkout/checkout-address';
import { CREDIT_CARD_METHOD } from '../../commerce/basket-checkout/masked-card';
import { AddressSchema } from '../../commerce/orders/checkout-schemas';
import { CheckoutError, checkoutError } from '../../commerce/orders/checkout-error';
import type { CheckoutDetails } from '../../commerce/orders/order-plan';
import type { Services } from '../../commerce/services';
import type { MaskedCard } from '../../data/repos/basket-checkout-repo';
import type { AppEnv } from '../../env';
import { BadRequestError, NotFoundError } from '../../errors';
import { paymentProviderFor } from '../../integrations/payments';
import { startNewGuestSession } from '../../middleware/new-guest-session';
import { commerceScope } from './commerce-scope';
import { jsonBody } from './json-body';
import { basketCheckout } from './scapi/basket-response';
import { toScapiOrder } from './scapi/order-shape';
import { scapiText } from './scapi/scapi-text';

/**
 * createOrder body: the basket id and, optionally, the e-mail and addresses when the basket does
 * not carry them yet, and the payment the shopper approved in the provider's hosted fields
 * (paymentInstruments[0].c_paymentId). Without it the basket's masked card pays (decision 267).
 */
const CreateOrderSchema = type({
  basketId: size(string(), 1, 64),
  customerInfo: optional(type({ email: size(string(), 0, 320) })),
  billingAddress: optional(nullable(AddressSchema)),
  shippingAddress: optional(nullable(AddressSchema)),
  paymentInstruments: optional(size(array(type({ c_paymentId: optional(size(string(), 1, 64)) })), 0, 1)),
});

function personal(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
}

function failure(c: Context<AppEnv>, error: unknown): Response {
  if (!(error instanceof CheckoutError)) throw error;
  personal(c);
  return c.json({ status: error.status, title: error.message, message: error.message, code: error.checkoutCode, fieldErrors: error.fieldErrors }, error.status);
}

/**
 * The basket's masked card pays: a provider payment for the order total, approved with that card.
 * Only a provider that approves masked cards (the embedded test provider) can; with any other the
 * shopper pays in the provider's fields and the client sends c_paymentId.
 */
async function payWithMaskedCard(c: Context<AppEnv>, services: Services, basket: Basket, details: CheckoutDetails, card: MaskedCard): Promise<string> {
  const provider = paymentProviderFor(c.env);
  if (!provider.approveMaskedCard) throw new BadRequestError('This payment provider approves cards in its own payment fields: pay there and send paymentInstruments[0].c_paymentId');
  const { paymentId } = await services.orders.preparePayment(basket, details);
  try {
    await provider.approveMaskedCard(paymentId, { brand: card.cardType, last4: card.last4 });
  } catch (error) {
    console.warn('masked card approval unavailable', error);
    throw checkoutError('payment_error');
  }
  return paymentId;
}

/** ShopperOrders createOrder, getOrder and getPaymentMethodsForOrder (SCAPI Order shape). */
export const shopperOrdersApi = new Hono<AppEnv>()
  .post('/organizations/:org/orders', async (c) => {
    const { services, locale } = commerceScope(c);
    try {
      const body = await jsonBody(c, CreateOrderSchema);
      const basket = await services.baskets.current(c.var.shopper);
      if (!basket || basket.basketId !== body.basketId) throw new NotFoundError('Basket not found');
      if (basket.productItems.length === 0) throw checkoutError('empty_basket');
      const checkout = await basketCheckout(c).data(basket.basketId);
      const delivery = basket.shipments.find((s) => s.c_shipmentType === 'delivery');
      const details: CheckoutDetails = {
        email: body.customerInfo?.email ?? basket.customerInfo.email ?? (c.var.shopper?.type === 'registered' ? (c.var.shopper.email ?? '') : ''),
        shippingAddress: body.shippingAddress ?? ((delivery?.shippingAddress ?? null) as CheckoutAddress | null),
        billingAddress: body.billingAddress ?? checkout.billingAddress,
      };
      const approved = body.paymentInstruments?.[0]?.c_paymentId;
      if (!approved && !checkout.card) throw new BadRequestError('The basket has no payment instrument: add a card (paymentMethodId CREDIT_CARD) before createOrder');
      const card = approved ? null : checkout.card;
      const paymentId = approved ?? (await payWithMaskedCard(c, services, basket, details, card!));
      const placed = await services.orders.placeOrder(basket, { ...details, paymentId });
      // The card as the confirmation shows it; the order stands even if this display record fails.
      if (card) await basketCheckout(c).recordOrderCard(placed.order.orderNo, card).catch((error: unknown) => console.error('order card not recorded', error));
      await startNewGuestSession(c);
      personal(c);
      return c.json(toScapiOrder(placed.order, scapiText(locale.id), card), 201);
    } catch (error) {
      return failure(c, error);
    }
  })
  .get('/organizations/:org/orders/:orderNo', async (c) => {
    const { services, locale } = commerceScope(c);
    const order = c.var.shopper ? await services.orders.getOrderForCustomer(c.req.param('orderNo'), c.var.shopper.customerId) : null;
    personal(c);
    if (!order) throw new NotFoundError('Order not found');
    const cards = await basketCheckout(c).orderCards([order.orderNo]);
    return c.json(toScapiOrder(order, scapiText(locale.id), cards.get(order.orderNo) ?? null));
  })
  .get('/organizations/:org/orders/:orderNo/payment-methods', async (c) => {
    const { services, locale } = commerceScope(c);
    const order = c.var.shopper ? await services.orders.getOrderForCustomer(c.req.param('orderNo'), c.var.shopper.customerId) : null;
    personal(c);
    if (!order) throw new NotFoundError('Order not found');
    return c.json({ applicablePaymentMethods: [{ id: CREDIT_CARD_METHOD, name: scapiText(locale.id)('payment.creditCard') }] });
  });
