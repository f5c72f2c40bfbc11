/**
 * The checkout's address step posted without JavaScript (decision 294): the contact e-mail and the
 * address, checked with the checkout's own rules (shared/checkout/checkout-address.ts), kept on the
 * basket through the basket services (the delivery shipment's address, or the billing address of a
 * pickup-only basket). Paying needs the provider's card fields, which need script: the answer says so.
 */
import type { Context } from 'hono';
import { cleanAddress, validateAddress, validateContactEmail, type CheckoutAddress } from '../../shared/checkout/checkout-address';
import type { AppEnv } from '../env';
import { createBasketCheckoutService } from '../commerce/basket-checkout/basket-checkout-service';
import { answer, text, type Fields } from './page-form-answer';
import { pageResponse } from './pages';

/** The address fields as the form names them (`shipping-firstName`, …). */
export const ADDRESS_FORM_FIELDS = ['firstName', 'lastName', 'address1', 'address2', 'city', 'stateCode', 'postalCode', 'phone'] as const;
const PREFIX = 'shipping-';

export async function checkoutAddressPost(c: Context<AppEnv>, fields: Fields): Promise<Response> {
  const country = c.var.site.l10n.country;
  const email = text(fields.email, 320);
  const typed = Object.fromEntries(ADDRESS_FORM_FIELDS.map((name) => [name, text(fields[PREFIX + name], 200)])) as Record<(typeof ADDRESS_FORM_FIELDS)[number], string>;
  const address: CheckoutAddress = { ...typed, countryCode: country };
  const values = { email, ...Object.fromEntries(Object.entries(typed).map(([name, value]) => [PREFIX + name, value])) };
  c.header('Cache-Control', 'private, no-store');
  const basket = await c.var.services.baskets.current(c.var.shopper);
  if (!c.var.shopper || !basket || basket.productItems.length === 0) {
    return pageResponse(c, { status: 400, answer: answer('checkout-address', 'failed', 'checkout.error.empty_basket', { values }) });
  }
  const fieldErrors: Record<string, string> = {};
  const emailError = validateContactEmail(email);
  if (emailError) fieldErrors.email = `checkout.error.${emailError}`;
  for (const [name, code] of Object.entries(validateAddress(address, country))) fieldErrors[PREFIX + name] = `checkout.error.${code}`;
  if (Object.keys(fieldErrors).length) {
    return pageResponse(c, { status: 400, answer: answer('checkout-address', 'invalid', 'checkout.error.invalid', { values, fieldErrors }) });
  }
  const clean = cleanAddress(address);
  await c.var.services.baskets.updateCustomer(c.var.shopper, basket.basketId, { email: email.trim() });
  const delivery = basket.shipments.find((s) => s.c_shipmentType === 'delivery');
  if (delivery) await c.var.services.baskets.updateShipment(c.var.shopper, basket.basketId, delivery.shipmentId, { shippingAddress: { ...clean } });
  else await createBasketCheckoutService(c.env.DB).setBillingAddress(basket.basketId, clean);
  return pageResponse(c, { status: 200, answer: answer('checkout-address', 'ok', '', { values }) });
}
