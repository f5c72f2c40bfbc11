/**
 * Shopper Configurations (SCAPI) GET /configuration/shopper-configurations/v1/organizations/{org}/configurations?siteId=
 * — minimal but valid (decision 269): this store has no site-level configurations a client must
 * follow (no Salesforce Payments, no marketing-cloud consent, no agent), so the list is empty.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';
import { commerceScope } from './commerce-scope';

export const shopperConfigurationsApi = new Hono<AppEnv>().get('/organizations/:org/configurations', (c) => {
  commerceScope(c);
  c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
  return c.json({ configurations: [] });
});
