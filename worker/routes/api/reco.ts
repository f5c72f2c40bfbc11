import { Hono } from 'hono';
import { emptyRecs, RECO_MAX_LIMIT } from '../../../shared/reco/recommendation';
import { findRecommender } from '../../commerce/reco/recommenders';
import type { AppEnv } from '../../env';
import { BadRequestError, NotFoundError } from '../../errors';

const MAX_ID = 100;

/** Comma-separated product ids of the query, validated. */
export function parseProductIds(value: string | undefined): string[] {
  if (!value) return [];
  const ids = value.split(',').map((id) => id.trim()).filter(Boolean);
  if (ids.length > RECO_MAX_LIMIT) throw new BadRequestError(`products takes at most ${RECO_MAX_LIMIT} ids`);
  if (ids.some((id) => id.length > MAX_ID)) throw new BadRequestError('products has an id that is too long');
  return ids;
}

/**
 * GET /api/reco/{recommender}?site=&locale=&products=&vehicle=: a recommender's result for the
 * storefront's sections (the key the product page streams; SWR fetches it on client navigation).
 * Failures answer an empty result, so the section just disappears.
 */
export const recoApi = new Hono<AppEnv>().get('/reco/:recommender', async (c) => {
  const recommender = findRecommender(c.req.param('recommender'));
  if (!recommender) throw new NotFoundError(`Unknown recommender: ${c.req.param('recommender')}`);
  const productIds = parseProductIds(c.req.query('products'));
  const vehicle = c.req.query('vehicle') || null;
  if (vehicle && vehicle.length > MAX_ID) throw new BadRequestError('vehicle is too long');
  c.header('Cache-Control', 'private, no-store');
  const result = await c.var.services.reco.getSectionRecs(recommender.name, { productIds, modelId: vehicle }).catch((error: unknown) => {
    // A recommendation service that does not answer in time hides the section like a failing one.
    console.warn('recommendations unavailable', error);
    return emptyRecs(recommender.name);
  });
  return c.json(result);
});
