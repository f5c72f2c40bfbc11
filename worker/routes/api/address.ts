import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { BadRequestError } from '../../errors';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';

const MAX_QUERY_LENGTH = 40;

/** GET /api/address/autocomplete?q=&site=: postal-area suggestions of the site's country (document 1 §5). */
export const addressApi = new Hono<AppEnv>().get('/address/autocomplete', async (c) => {
  const q = c.req.query('q') ?? '';
  if (q.length > MAX_QUERY_LENGTH) throw new BadRequestError('q is too long');
  c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
  return c.json({ predictions: await c.var.services.address.autocomplete(q) });
});
