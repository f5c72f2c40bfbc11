import { Hono, type Context } from 'hono';
import { basketTotals } from '../../../shared/cart/basket-totals';
import { computeOrderTotals } from '../../../shared/checkout/order-totals';
import type { QuoteResponse } from '../../../shared/checkout/checkout-page-data';
import { isAllowedState } from '../../../shared/address/regions';
import type { CurrencyCode } from '../../../shared/sites/config';
import { CheckoutDetailsSchema, PlaceOrderSchema, QuoteSchema } from '../../commerce/orders/checkout-schemas';
import { CheckoutError, checkoutError } from '../../commerce/orders/checkout-error';
import type { AppEnv } from '../../env';
import { NotFoundError } from '../../errors';
import { startNewGuestSession } from '../../middleware/new-guest-session';
import { selectedVehicleId } from '../../commerce/vehicles/selected-vehicle-id';
import { jsonBody } from '../commerce-api/json-body';
import { sameOriginOnly } from './newsletter';
import { orderAccessToken, setOrderAccessCookie } from './order-access-cookie';

function personal(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
}

async function basketOf(c: Context<AppEnv>) {
  const basket = await c.var.services.baskets.current(c.var.shopper);
  if (!basket || basket.productItems.length === 0) throw checkoutError('empty_basket');
  return basket;
}

/** Checkout failures answer {status, message, code, fieldErrors} so the page can show each one where it belongs. */
function checkoutFailure(c: Context<AppEnv>, error: unknown): Response {
  if (!(error instanceof CheckoutError)) throw error;
  personal(c);
  return c.json({ status: error.status, message: error.message, code: error.checkoutCode, fieldErrors: error.fieldErrors }, error.status);
}

/**
 * The checkout page's calls: quote (totals for a province or state), payment (creates the
 * provider payment the hosted fields approve), orders (places the order); GET /api/orders/{no}
 * reads an order for the browser that placed it.
 */
export const checkoutApi = new Hono<AppEnv>()
  .post('/checkout/quote', sameOriginOnly, async (c) => {
    const { stateCode } = await jsonBody(c, QuoteSchema);
    const basket = await c.var.services.baskets.current(c.var.shopper);
    const country = c.var.site.l10n.country;
    const deliveryState = stateCode && isAllowedState(country, stateCode) ? stateCode : null;
    const stores = await c.var.services.orders.pickupStores(basket);
    personal(c);
    const pickupStores = [...stores.values()].map((s) => ({ id: s.id, name: s.name, address1: s.address1, city: s.city, stateCode: s.state_code, postalCode: s.postal_code }));
    // The basket's own totals with the province or state being typed standing in for the address.
    const totals = basket ? basketTotals(basket, deliveryState) : computeOrderTotals(country, c.var.site.l10n.defaultCurrency as CurrencyCode, []);
    const body: QuoteResponse = { totals, stores: pickupStores };
    return c.json(body);
  })
  .post('/checkout/payment', sameOriginOnly, async (c) => {
    try {
      const details = await jsonBody(c, CheckoutDetailsSchema);
      const prepared = await c.var.services.orders.preparePayment(await basketOf(c), details);
      personal(c);
      return c.json(prepared, 201);
    } catch (error) {
      return checkoutFailure(c, error);
    }
  })
  .post('/checkout/orders', sameOriginOnly, async (c) => {
    try {
      const request = await jsonBody(c, PlaceOrderSchema);
      const placed = await c.var.services.orders.placeOrder(await basketOf(c), request, { selectedModelId: selectedVehicleId(c.req.header('cookie')) });
      await startNewGuestSession(c);
      setOrderAccessCookie(c, placed.accessToken);
      personal(c);
      return c.json({ order: placed.order }, 201);
    } catch (error) {
      return checkoutFailure(c, error);
    }
  })
  .get('/orders/:orderNo', async (c) => {
    const order = await c.var.services.orders.getOrderWithAccess(c.req.param('orderNo'), orderAccessToken(c));
    personal(c);
    if (!order) throw new NotFoundError('Order not found');
    return c.json({ order });
  });
