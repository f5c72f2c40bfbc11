import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { cfGeolocation } from '../../integrations/geolocation/geolocation-port';
import { outboundPort } from '../../integrations/ports';

/**
 * GET /api/geo → {country_code}: the visitor's country for the site-redirect modal (document 1
 * §7 IP geolocation). Per visitor, so never cached. A lookup that fails or times out answers null,
 * as an unknown location does: the site's own country applies and no redirect modal opens.
 */
export const geoApi = new Hono<AppEnv>().get('/geo', async (c) => {
  c.header('Cache-Control', 'no-store');
  const country = await outboundPort(c.env, 'geolocation', cfGeolocation)
    .country(c.req.raw)
    .catch((error: unknown) => {
      console.warn('geolocation unavailable', error);
      return null;
    });
  return c.json({ country_code: country });
});
