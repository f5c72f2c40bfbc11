import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env';
import { errorHandler } from './middleware/error-handler';
import { requestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { services } from './middleware/services';
import { siteLocale } from './middleware/site-locale';
import { categoriesApi } from './routes/commerce-api/categories';
import { ymmCheckApi } from './routes/commerce-api/ymm-check';
import { productSearchApi } from './routes/commerce-api/product-search';
import { customProductSearchApi } from './routes/commerce-api/custom-product-search';
import { customProductSearchV2Api } from './routes/commerce-api/custom-product-search-v2';
import { searchApi } from './routes/api/search';
import { suggestionsApi } from './routes/api/suggestions';
import { vehiclesApi } from './routes/api/vehicles';
import { vinApi } from './routes/api/vin';
import { homeApi } from './routes/api/home';
import { menuApi } from './routes/api/menu';
import { newsletterApi } from './routes/api/newsletter';
import { pageDataApi } from './routes/api/page-data';
import { storesApi } from './routes/api/stores';
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

const MAX_BODY_BYTES = 64 * 1024;

const app = new Hono<AppEnv>();

app.use('*', requestId, securityHeaders);
app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ status: 413, message: 'Request body too large' }, 413) }));
app.route('/', staticAssets);
app.route('/product/shopper-products/v1', categoriesApi);
app.route('/custom/ymm-check/v1', ymmCheckApi);
app.route('/search/shopper-search/v1', productSearchApi);
app.route('/custom/product-search/v1', customProductSearchApi);
app.route('/custom/product-search-v2/v1', customProductSearchV2Api);
// Personal surfaces resolve the shopper (cookie or bearer); reading never creates a session.
app.use('/checkout/shopper-baskets/*', shopperSession());
app.use('/api/cart/*', shopperSession());
app.use('/api/cart', shopperSession());
app.route('/checkout/shopper-baskets/v1', shopperBasketsApi);
app.use('/api/checkout/*', shopperSession());
app.route('/custom/site-pref/v1', sitePrefApi);
app.route('/custom/guest-order/v1', guestOrderApi);
app.use('/checkout/shopper-orders/*', shopperSession());
app.route('/checkout/shopper-orders/v1', shopperOrdersApi);
// The embedded payment provider's hosted fields and API, and the development mailbox.
app.route('/test-pay', testPayRoutes);
app.route('/dev', devMailbox);
app.use('*', siteLocale, services);
app.route('/api', menuApi);
app.route('/api', homeApi);
app.route('/api', pageDataApi);
app.route('/api', storesApi);
app.route('/api', cartApi);
app.route('/api', newsletterApi);
app.route('/api', vehiclesApi);
app.route('/api', suggestionsApi);
app.route('/api', searchApi);
app.route('/api', addressApi);
app.route('/api', checkoutApi);
// Unknown API paths answer a JSON 404 instead of falling through to the page routes.
app.all('/api/*', (c) => c.notFound());
app.route('/', vinApi);
app.route('/', pages);

app.notFound((c) => c.json({ status: 404, message: 'Not found' }, 404));
app.onError(errorHandler);

export default app;
