import { useCallback, useRef } from 'react';
import { purchaseEcommerce, toMajor } from '../../../shared/analytics/items';
import type { Basket } from '../../../shared/cart/basket';
import type { Order } from '../../../shared/checkout/order';
import { useRouter } from '../../router/router';
import { trackItems } from '../analytics/analytics-events';
import { track } from '../analytics/track';
import { useTrackOnce } from '../analytics/use-track-once';
import { activityLines, basketItems } from '../cart/cart-analytics';
import { reportActivity } from '../recommendations/activity-client';

/** The checkout steps reported to personalization (checkoutStep stepName and stepNumber, document 2 §7). */
export const CHECKOUT_STEPS = { shipping: 1, payment: 2 } as const;

/** GA4 shipping tier of a basket: standard delivery, store pickup, or both. */
export function shippingTier(basket: Pick<Basket, 'productItems'>): string {
  const types = new Set(basket.productItems.map((i) => i.c_shipmentType));
  return [types.has('delivery') ? 'standard' : null, types.has('pickup') ? 'pickup' : null].filter(Boolean).join('+');
}

/**
 * The checkout's analytics (decision 183): begin_checkout and beginCheckout when the form opens;
 * add_shipping_info and the shipping step once the server took the addresses; add_payment_info
 * and the payment step once the provider approved the card; purchase when the order is placed.
 * Each step reports once per visit of the page, however often Place Order is pressed.
 */
export function useCheckoutAnalytics(basket: Basket) {
  const { location } = useRouter();
  const siteId = location.site.id;
  const reported = useRef(new Set<string>());
  const once = (step: string, report: () => void) => {
    if (reported.current.has(step)) return;
    reported.current.add(step);
    report();
  };
  const items = () => basketItems(siteId, basket);

  useTrackOnce(basket.basketId, () => {
    const lines = items();
    trackItems('begin_checkout', basket.currency, lines);
    reportActivity(siteId, 'beginCheckout', { products: activityLines(lines), amount: toMajor(basket.productTotal) });
  });

  const shipping = useCallback(
    () =>
      once('shipping', () => {
        const lines = items();
        track({ event: 'add_shipping_info', ecommerce: { currency: basket.currency, value: toMajor(basket.productTotal), shipping_tier: shippingTier(basket), items: lines } });
        reportActivity(siteId, 'checkoutStep', { stepName: 'shipping', stepNumber: CHECKOUT_STEPS.shipping, basketId: basket.basketId });
      }),
    [basket, siteId],
  );
  const payment = useCallback(
    () =>
      once('payment', () => {
        track({ event: 'add_payment_info', ecommerce: { currency: basket.currency, value: toMajor(basket.productTotal), payment_type: 'card', items: items() } });
        reportActivity(siteId, 'checkoutStep', { stepName: 'payment', stepNumber: CHECKOUT_STEPS.payment, basketId: basket.basketId });
      }),
    [basket, siteId],
  );
  const purchase = useCallback((order: Order) => once('purchase', () => track({ event: 'purchase', ecommerce: purchaseEcommerce(order, basket.productItems) })), [basket]);
  return { shipping, payment, purchase };
}
