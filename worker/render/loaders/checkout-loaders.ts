import type { CheckoutPageData, ConfirmationPageData, OrderStatusPageData } from '../../../shared/checkout/checkout-page-data';
import { sitePrefsFor } from '../../../shared/checkout/site-prefs';
import { orderAccessFromHeader } from '../../routes/api/order-access-cookie';
import { notFoundPayload } from './resolve-page';
import { page, type Loader } from './loader-context';

/** /checkout: site preferences and the payment provider options; the basket is read by the page itself (personal). */
export const checkoutLoader: Loader = (ctx) => {
  const prefs = sitePrefsFor(ctx.site.l10n.country);
  const data: CheckoutPageData = {
    allowedStates: prefs.allowedStatesForShippingAndBilling,
    enableAutocomplete: prefs.enableAutocomplete,
    enableStateMismatchWarning: prefs.enableStateMismatchWarning,
    payment: ctx.services.orders.paymentConfig(ctx.site.l10n.defaultCurrency),
  };
  return page(ctx, 'checkout', data);
};

/** /checkout/confirmation/{orderNo}: only for the browser that placed the order; anyone else gets the 404 page. */
export const confirmationLoader: Loader = async (ctx) => {
  const order = await ctx.services.orders.getOrderWithAccess(ctx.match.params.orderNo ?? '', orderAccessFromHeader(ctx.cookie));
  if (!order) return notFoundPayload(ctx.match.name);
  return page<ConfirmationPageData>(ctx, 'order-confirmation', { order });
};

/** /pages/order-status and /pages/order-status/{orderNo}: the lookup form (the result is fetched by the page). */
export const orderStatusLoader: Loader = (ctx) =>
  page<OrderStatusPageData>(ctx, 'order-status', { orderNo: (ctx.match.params.orderNo ?? '').toUpperCase() }, [
    { name: '', nameKey: 'common.screen.orderStatus', url: '/pages/order-status', isCurrentPage: true },
  ]);
