import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env';
import { dbSession } from './middleware/db-session';
import { errorHandler } from './middleware/error-handler';
import { requestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { services } from './middleware/services';
import { siteLocale } from './middleware/site-locale';
import { categoriesApi } from './routes/commerce-api/categories';
import { ymmCheckApi } from './routes/commerce-api/ymm-check';
import { notifyMeApi } from './routes/commerce-api/notify-me';
import { reviewsApi } from './routes/api/reviews';
import { productReviewsApi } from './routes/api/product-reviews';
import { shopperProductsApi } from './routes/commerce-api/shopper-products';
import { searchSuggestionsApi } from './routes/commerce-api/search-suggestions';
import { productVehiclesApi } from './routes/api/product-vehicles';
import { productSearchApi } from './routes/commerce-api/product-search';
import { customProductSearchApi } from './routes/commerce-api/custom-product-search';
import { customProductSearchV2Api } from './routes/commerce-api/custom-product-search-v2';
import { shopperStoresApi } from './routes/commerce-api/shopper-stores';
import { customShippingApi, productsDataApi } from './routes/commerce-api/custom-stock';
import { searchApi } from './routes/api/search';
import { suggestionsApi } from './routes/api/suggestions';
import { vehiclesApi } from './routes/api/vehicles';
import { vinApi } from './routes/api/vin';
import { vinLookupApi } from './routes/api/vin-lookup';
import { homeApi } from './routes/api/home';
import { menuApi } from './routes/api/menu';
import { newsletterApi } from './routes/api/newsletter';
import { pageDataApi } from './routes/api/page-data';
import { storesApi } from './routes/api/stores';
import { activitiesApi } from './routes/personalization/activities';
import { recsApi } from './routes/personalization/recs';
import { recoApi } from './routes/api/reco';
import { contentApi } from './routes/api/content';
import { geoApi } from './routes/api/geo';
import { contactEmailApi } from './routes/api/contact-email';
import { cartApi } from './routes/api/cart';
import { shopperBasketsApi } from './routes/commerce-api/shopper-baskets';
import { shopperSession } from './middleware/shopper-session';
import { pages } from './routes/pages';
import { sitePrefApi } from './routes/commerce-api/site-pref';
import { guestOrderApi } from './routes/commerce-api/guest-order';
import { shopperOrdersApi } from './routes/commerce-api/shopper-orders';
import { addressApi } from './routes/api/address';
import { checkoutApi } from './routes/api/checkout';
import { devMailbox } from './routes/dev-mailbox';
import { testPayRoutes } from './integrations/payments/test-pay/test-pay-routes';
import { staticAssets } from './routes/static-assets';
import { shopperCustomerProductListsApi } from './routes/commerce-api/shopper-customer-product-lists';
import { wishlistApi } from './routes/api/wishlist';
import { accountPrefsApi } from './routes/api/account-prefs';
import { accountAuthApi } from './routes/api/account-auth';
import { shopperLoginApi } from './routes/slas/shopper-login';
import { shopperCustomersAuthApi } from './routes/commerce-api/shopper-customers-auth';
import { gateRoutes, keyGate } from './middleware/key-gate';
import { partnerReferral } from './middleware/partner-referral';
import { accountAreaApi } from './routes/api/account-area';
import { shopperCustomersAccountApi } from './routes/commerce-api/shopper-customers-account';
import { seoRoutes } from './routes/seo/seo-routes';
import { edgeHtmlCache } from './cache/edge-html/edge-html-cache';
import { personalApi } from './routes/api/personal';
import { commerceApiCookieWrites } from './middleware/commerce-api-cookie-writes';
import { reviewModerationApi } from './routes/review-moderation';
import { shopperContextApi } from './routes/commerce-api/shopper-context';
import { shopperConfigurationsApi } from './routes/commerce-api/shopper-configurations';
import { scapiNotFound } from './routes/commerce-api/scapi-not-found';

const MAX_BODY_BYTES = 64 * 1024;

const app = new Hono<AppEnv>();

// Every D1 query of a request runs in one session from here on (read replicas, decision 210).
app.use('*', requestId, securityHeaders, dbSession);
app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ status: 413, message: 'Request body too large' }, 413) }));
app.route('/', staticAssets);
// Partner referral cookies, then the key gate (off unless GATE_KEY is set) before everything else.
app.use('*', partnerReferral, keyGate);
app.route('/', gateRoutes);
// Commerce API writes that ride on the session cookie must come from our pages (decision 260).
app.use('*', commerceApiCookieWrites);
app.route('/product/shopper-products/v1', categoriesApi);
app.route('/product/shopper-products/v1', shopperProductsApi);
app.route('/custom/ymm-check/v1', ymmCheckApi);
app.route('/custom/notify-me/v1', notifyMeApi);
app.route('/search/shopper-search/v1', productSearchApi);
app.route('/search/shopper-search/v1', searchSuggestionsApi);
app.route('/custom/product-search/v1', customProductSearchApi);
app.route('/custom/product-search-v2/v1', customProductSearchV2Api);
// Personalization service (document 2 §7): at the root and under its /v3 prefix.
for (const prefix of ['/', '/v3']) {
  app.route(prefix, activitiesApi);
  app.route(prefix, recsApi);
}
app.route('/store/shopper-stores/v1', shopperStoresApi);
app.route('/custom/custom-shipping/v1', customShippingApi);
app.route('/custom/products-data/v1', productsDataApi);
// Personal surfaces resolve the shopper (cookie or bearer); reading never creates a session.
app.use('/checkout/shopper-baskets/*', shopperSession());
app.use('/api/cart/*', shopperSession());
app.use('/api/cart', shopperSession());
// Shopper Baskets v1 and v2 take the same calls in the same shapes (the PWA Kit uses both).
app.route('/checkout/shopper-baskets/v1', shopperBasketsApi);
app.route('/checkout/shopper-baskets/v2', shopperBasketsApi);
app.use('/api/checkout/*', shopperSession());
app.use('/api/account/*', shopperSession());
app.use('/api/personal', shopperSession());
app.route('/shopper/auth/v1', shopperLoginApi);
app.use('/customer/shopper-customers/*', shopperSession());
app.route('/customer/shopper-customers/v1', shopperCustomersAuthApi);
app.route('/custom/site-pref/v1', sitePrefApi);
app.route('/custom/guest-order/v1', guestOrderApi);
app.use('/checkout/shopper-orders/*', shopperSession());
app.route('/checkout/shopper-orders/v1', shopperOrdersApi);
// Shopper Customers product lists (the wish list; the shopper is resolved above); the other /customers/{customerId} paths live elsewhere.
app.route('/customer/shopper-customers/v1', shopperCustomerProductListsApi);
app.use('/api/wishlist', shopperSession());
// Who publishes a review decides whether it waits for a moderator (decision 263).
app.use('/publishReview', shopperSession());
app.use('/api/wishlist/*', shopperSession());
// Shopper Customers: the signed-in shopper's own customer record, addresses, baskets and orders.
app.route('/customer/shopper-customers/v1', shopperCustomersAccountApi);
app.use('/shopper/shopper-context/*', shopperSession());
app.route('/shopper/shopper-context/v1', shopperContextApi);
app.route('/configuration/shopper-configurations/v1', shopperConfigurationsApi);
// Any other path under a Shopper API or SLAS prefix: SCAPI's JSON 404, never the page redirect.
app.use('*', scapiNotFound);
// The embedded payment provider's hosted fields and API, and the development mailbox.
app.route('/test-pay', testPayRoutes);
app.route('/dev', devMailbox);
// Review moderators' calls (key-holders, not shoppers; decision 263).
app.route('/', reviewModerationApi);
// robots.txt and sitemaps name their own site and locale in the path: no prefix resolution.
app.route('/', seoRoutes);
app.use('*', siteLocale, services);
app.route('/api', menuApi);
app.route('/api', homeApi);
app.route('/api', pageDataApi);
app.route('/api', storesApi);
app.route('/api', contentApi);
app.route('/api', geoApi);
app.route('/api', cartApi);
app.route('/api', newsletterApi);
app.route('/api', vehiclesApi);
app.route('/api', vinLookupApi);
app.route('/api', suggestionsApi);
app.route('/api', searchApi);
app.route('/api', productReviewsApi);
app.route('/api', recoApi);
app.route('/api', productVehiclesApi);
app.route('/api', addressApi);
app.route('/api', checkoutApi);
app.route('/api', wishlistApi);
app.route('/api', accountPrefsApi);
app.route('/api', accountAreaApi);
app.route('/api', accountAuthApi);
app.route('/api', personalApi);
// Unknown API paths answer a JSON 404 instead of falling through to the page routes.
app.all('/api/*', (c) => c.notFound());
app.route('/', vinApi);
app.route('/', reviewsApi);
app.route('/', contactEmailApi);
// Anonymous catalog and content HTML from the Workers Cache API; a stale entry re-renders through the whole app.
app.use('*', edgeHtmlCache((request, env, ctx) => app.fetch(request, env, ctx)));
app.route('/', pages);

app.notFound((c) => c.json({ status: 404, message: 'Not found' }, 404));
app.onError(errorHandler);

export default app;
