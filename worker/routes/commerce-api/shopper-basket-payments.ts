/**
 * Shopper Baskets payment steps (v1 and v2): billing address, the one payment instrument (a masked
 * card, decision 267), the payment methods, and clear 4xx answers for what this store does not
 * offer (coupons, manual price adjustments, gift certificates).
 */
import { Hono, type Context } from 'hono';
import { integer, optional, size, string, type } from 'superstruct';
import { CREDIT_CARD_METHOD } from '../../commerce/basket-checkout/masked-card';
import { checkoutAddressOf } from '../../commerce/basket-checkout/order-address';
import type { AppEnv } from '../../env';
import { AppError, BadRequestError } from '../../errors';
import { commerceScope } from './commerce-scope';
import { jsonBody } from './json-body';
import { basketCheckout, basketResponse, personal, shopperOf } from './scapi/basket-response';
import { scapiText } from './scapi/scapi-text';
import { DELIVERY_SHIPMENT_ID } from '../../../shared/cart/basket';
import { OrderAddressSchema } from './shopper-basket-shipments';

const PaymentInstrumentSchema = type({
  paymentMethodId: optional(size(string(), 0, 64)),
  paymentCard: optional(
    type({
      maskedNumber: optional(size(string(), 0, 40)),
      number: optional(string()),
      cardType: optional(size(string(), 0, 100)),
      holder: optional(size(string(), 0, 200)),
      expirationMonth: optional(integer()),
      expirationYear: optional(integer()),
    }),
  ),
});

/** The card types the PWA Kit's payment form recognises, with their number lengths (SCAPI PaymentCardSpec). */
const CARDS = [
  { cardType: 'Visa', name: 'Visa', numberLengths: ['13', '16', '19'], numberPrefixes: ['4'], securityCodeLength: 3, checksumVerificationEnabled: true },
  { cardType: 'Master Card', name: 'Master Card', numberLengths: ['16'], numberPrefixes: ['51-55', '2221-2720'], securityCodeLength: 3, checksumVerificationEnabled: true },
  { cardType: 'Amex', name: 'American Express', numberLengths: ['15'], numberPrefixes: ['34', '37'], securityCodeLength: 4, checksumVerificationEnabled: true },
  { cardType: 'Discover', name: 'Discover', numberLengths: ['16'], numberPrefixes: ['6011', '65'], securityCodeLength: 3, checksumVerificationEnabled: true },
];

const flag = (c: Context<AppEnv>, name: string) => {
  const value = c.req.query(name);
  if (value !== undefined && value !== 'true' && value !== 'false') throw new BadRequestError(`${name} must be true or false`);
  return value === 'true';
};

const BASKET = '/organizations/:org/baskets/:basketId';
const basketIdOf = (c: Context<AppEnv>) => c.req.param('basketId') ?? '';

/** Answers a route this store does not offer, after checking the caller owns the basket. */
async function unsupported(c: Context<AppEnv>, status: 400 | 404, message: string): Promise<never> {
  const { services } = commerceScope(c);
  await services.baskets.get(shopperOf(c), basketIdOf(c));
  throw new AppError(status, message, status === 404 ? 'not_found' : 'unsupported');
}

export const shopperBasketPaymentsApi = new Hono<AppEnv>()
  .put(`${BASKET}/billing-address`, async (c) => {
    const scope = commerceScope(c);
    const address = checkoutAddressOf(await jsonBody(c, OrderAddressSchema), scope.site.l10n.country, 'billing');
    const useAsShipping = flag(c, 'useAsShipping');
    const shopper = shopperOf(c);
    let basket = await scope.services.baskets.get(shopper, basketIdOf(c));
    await basketCheckout(c).setBillingAddress(basket.basketId, address);
    if (useAsShipping) basket = await scope.services.baskets.updateShipment(shopper, basket.basketId, DELIVERY_SHIPMENT_ID, { shippingAddress: { ...address } });
    return basketResponse(c, scope, basket);
  })
  .post(`${BASKET}/payment-instruments`, async (c) => {
    const scope = commerceScope(c);
    const body = await jsonBody(c, PaymentInstrumentSchema);
    const basket = await scope.services.baskets.get(shopperOf(c), basketIdOf(c));
    await basketCheckout(c).addCard(basket.basketId, body);
    return basketResponse(c, scope, basket);
  })
  .patch(`${BASKET}/payment-instruments/:paymentInstrumentId`, (c) => unsupported(c, 400, 'A payment instrument is not changed in place: remove it and add the new one'))
  .delete(`${BASKET}/payment-instruments/:paymentInstrumentId`, async (c) => {
    const scope = commerceScope(c);
    const basket = await scope.services.baskets.get(shopperOf(c), basketIdOf(c));
    await basketCheckout(c).removeCard(basket.basketId, c.req.param('paymentInstrumentId'));
    return basketResponse(c, scope, basket);
  })
  .get(`${BASKET}/payment-methods`, async (c) => {
    const { services, locale } = commerceScope(c);
    await services.baskets.get(shopperOf(c), basketIdOf(c));
    personal(c);
    return c.json({ applicablePaymentMethods: [{ id: CREDIT_CARD_METHOD, name: scapiText(locale.id)('payment.creditCard'), cards: CARDS }] });
  })
  .post(`${BASKET}/coupons`, (c) => unsupported(c, 400, 'Coupon codes are not offered by this store'))
  .delete(`${BASKET}/coupons/:couponItemId`, (c) => unsupported(c, 404, 'Coupon not found'))
  .post(`${BASKET}/price-adjustments`, (c) => unsupported(c, 400, 'Manual price adjustments are not offered by this store'))
  .patch(`${BASKET}/price-adjustments/:priceAdjustmentId`, (c) => unsupported(c, 404, 'Price adjustment not found'))
  .delete(`${BASKET}/price-adjustments/:priceAdjustmentId`, (c) => unsupported(c, 404, 'Price adjustment not found'))
  .post(`${BASKET}/gift-certificate-items`, (c) => unsupported(c, 400, 'Gift certificates are not offered by this store'));

