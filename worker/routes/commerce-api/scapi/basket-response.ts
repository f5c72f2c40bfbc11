/**
 * How every Shopper Baskets route answers: the basket in SCAPI's shape (with its checkout data),
 * private and never stored by a shared cache.
 */
import type { Context } from 'hono';
import type { Basket } from '../../../../shared/cart/basket';
import type { LocaleConfig, SiteConfig } from '../../../../shared/sites/config';
import { createBasketCheckoutService } from '../../../commerce/basket-checkout/basket-checkout-service';
import type { Services } from '../../../commerce/services';
import type { Shopper } from '../../../commerce/customer/shopper';
import type { AppEnv } from '../../../env';
import { NotFoundError } from '../../../errors';
import { toScapiBasket } from './basket-shape';
import { requestOrigin } from './scapi-values';
import { scapiText } from './scapi-text';

export interface BasketScope {
  site: SiteConfig;
  locale: LocaleConfig;
  services: Services;
}

export function basketCheckout(c: Context<AppEnv>) {
  return createBasketCheckoutService(c.env.DB);
}

/** Personal data: never stored by a shared cache. */
export function personal(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'private, no-store');
}

/** The shopper of a read or change of an existing basket: without one, the basket is not theirs. */
export function shopperOf(c: Context<AppEnv>): Shopper {
  if (!c.var.shopper) throw new NotFoundError('Basket not found');
  return c.var.shopper;
}

/** The SCAPI basket of an engine basket. */
export async function scapiBasket(c: Context<AppEnv>, scope: BasketScope, basket: Basket) {
  const checkout = await basketCheckout(c).data(basket.basketId);
  return toScapiBasket(basket, { origin: requestOrigin(c), t: scapiText(scope.locale.id), checkout });
}

/** Answers the basket (status 200 unless given). */
export async function basketResponse(c: Context<AppEnv>, scope: BasketScope, basket: Basket, status: 200 | 201 = 200): Promise<Response> {
  const body = await scapiBasket(c, scope, basket);
  personal(c);
  return c.json(body, status);
}
