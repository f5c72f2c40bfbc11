import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env';
import { errorHandler } from './middleware/error-handler';
import { requestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { services } from './middleware/services';
import { siteLocale } from './middleware/site-locale';
import { categoriesApi } from './routes/commerce-api/categories';
import { homeApi } from './routes/api/home';
import { menuApi } from './routes/api/menu';
import { pageDataApi } from './routes/api/page-data';
import { pages } from './routes/pages';
import { staticAssets } from './routes/static-assets';

const MAX_BODY_BYTES = 64 * 1024;

const app = new Hono<AppEnv>();

app.use('*', requestId, securityHeaders);
app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ status: 413, message: 'Request body too large' }, 413) }));
app.route('/', staticAssets);
app.route('/product/shopper-products/v1', categoriesApi);
app.use('*', siteLocale, services);
app.route('/api', menuApi);
app.route('/api', homeApi);
app.route('/api', pageDataApi);
// Unknown API paths answer a JSON 404 instead of falling through to the page routes.
app.all('/api/*', (c) => c.notFound());
app.route('/', pages);

app.notFound((c) => c.json({ status: 404, message: 'Not found' }, 404));
app.onError(errorHandler);

export default app;
