import { Hono } from 'hono';
import { mask } from 'superstruct';
import { RecsRequestSchema, ZoneRecsRequestSchema, type RecsRequestBody, type ZoneRecsRequestBody } from '../../commerce/reco/recs-schema';
import type { RecsRequest } from '../../commerce/reco/reco-service';
import { findRecommender, ZONES } from '../../commerce/reco/recommenders';
import type { AppEnv } from '../../env';
import { NotFoundError } from '../../errors';
import { checkRealm, personalizationScope, readJsonObject } from './personalization-scope';

function toRequest(body: RecsRequestBody | ZoneRecsRequestBody): RecsRequest {
  return {
    productIds: body.products?.map((p) => p.id),
    categoryIds: 'categories' in body ? body.categories?.map((c) => c.id) : undefined,
    modelId: body.fitment?.modelId ?? null,
    filters: body.fitment?.filters,
    limit: body.limit,
  };
}

/**
 * The personalization read calls of document 2 §7, answered by our engine:
 * GET /personalization/recommenders/{siteId}, POST /personalization/recs/{siteId}/{recommenderName}
 * (optional products, categories) and POST /personalization/{siteId}/zones/{zoneName}/recs
 * (products) → {recs, recommenderName, recoUUID, displayMessage}. Bad input is a 400; a failure
 * of the engine logs a warning and answers an empty result.
 */
export const recsApi = new Hono<AppEnv>()
  .get('/personalization/recommenders/:siteId', (c) => {
    const { services } = personalizationScope(c);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(services.reco.listRecommenders());
  })
  .post('/personalization/recs/:siteId/:recommenderName', async (c) => {
    const recommender = findRecommender(c.req.param('recommenderName'));
    if (!recommender) throw new NotFoundError(`Unknown recommender: ${c.req.param('recommenderName')}`);
    const body = mask(await readJsonObject(c.req.raw), RecsRequestSchema);
    const { site, services } = personalizationScope(c, body.locale);
    checkRealm(site.id, body.realm);
    c.header('Cache-Control', 'no-store');
    return c.json(await services.reco.getRecsOrEmpty(recommender.name, toRequest(body)));
  })
  .post('/personalization/:siteId/zones/:zoneName/recs', async (c) => {
    const zone = c.req.param('zoneName');
    const name = Object.hasOwn(ZONES, zone) ? ZONES[zone] : undefined;
    if (!name) throw new NotFoundError(`Unknown zone: ${zone}`);
    const body = mask(await readJsonObject(c.req.raw), ZoneRecsRequestSchema);
    const { site, services } = personalizationScope(c, body.locale);
    checkRealm(site.id, body.realm);
    c.header('Cache-Control', 'no-store');
    return c.json(await services.reco.getRecsOrEmpty(name, toRequest(body)));
  });
