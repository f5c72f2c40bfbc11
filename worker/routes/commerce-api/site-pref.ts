import { Hono } from 'hono';
import { isSitePrefId, sitePrefsFor } from '../../../shared/checkout/site-prefs';
import type { AppEnv } from '../../env';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';
import { BadRequestError } from '../../errors';
import { commerceScope } from './commerce-scope';

/**
 * GET /custom/site-pref/v1/organizations/{org}/get-value?siteId=&c_sitePrefId= (document 1 §7) →
 * {id, value}; an unknown preference or site is a 400.
 */
export const sitePrefApi = new Hono<AppEnv>().get('/organizations/:org/get-value', (c) => {
  const { site } = commerceScope(c);
  const id = c.req.query('c_sitePrefId') ?? '';
  if (!id) throw new BadRequestError('c_sitePrefId is required');
  if (!isSitePrefId(id)) throw new BadRequestError(`Unknown site preference: ${id.slice(0, 80)}`);
  c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
  return c.json({ id, value: sitePrefsFor(site.l10n.country, c.env as { RECAPTCHA_ENABLED?: string })[id] });
});
