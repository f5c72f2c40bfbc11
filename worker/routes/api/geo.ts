import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { cfGeolocation } from '../../integrations/geolocation/geolocation-port';

/**
 * GET /api/geo → {country_code}: the visitor's country for the site-redirect modal (document 1
 * §7 IP geolocation). Per visitor, so never cached.
 */
export const geoApi = new Hono<AppEnv>().get('/geo', (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ country_code: cfGeolocation.country(c.req.raw) });
});
