import { array, boolean, nullable, number, string, type as shape, type Struct } from 'superstruct';
import { filterByFitment } from '../../../shared/reco/fitment-filter';
import { emptyRecs, RECO_DEFAULT_LIMIT, RECO_MAX_LIMIT, type Recommendation, type RecommenderName, type RecsResult } from '../../../shared/reco/recommendation';
import type { CurrencyCode } from '../../../shared/sites/config';
import { cached, type KvCacheDeps } from '../../cache/kv-cache';
import { CACHE_SHORT, cacheKey } from '../../cache/strategies';
import { categoryBestSellerIds, coActivityIds, deleteActivitiesBefore, getAnchors, insertActivity, topSellerIds } from '../../data/repos/reco-repo';
import { interestProductIds, type ActivityBody, type ActivityName } from './activity-schema';
import { complementsOf } from './complements';
import { enrichRecommendations } from './enrich';
import { findRecommender, RECOMMENDERS } from './recommenders';

/** Activities older than this no longer count for "viewed together" and are pruned (decision 093). */
export const ACTIVITY_RETENTION_MS = 180 * 86_400_000;
/** Share of recorded activities that also prune expired ones, so the table stays bounded without a cron. */
const PRUNE_RATE = 0.01;

export interface RecsRequest {
  productIds?: readonly string[];
  categoryIds?: readonly string[];
  modelId?: string | null;
  filters?: Readonly<Record<string, string>>;
  limit?: number;
}

interface RecoDeps {
  db: D1Database;
  siteId: string;
  localeId: string;
  /** KV read-through cache for the storefront's sections. */
  cache: KvCacheDeps;
  lang: string;
  currency: CurrencyCode;
  onlineList: string;
  waitUntil: (p: Promise<unknown>) => void;
  now?: () => number;
}

// What a cached list must look like to be served (anything else is recomputed).
const CachedRecsSchema = array(
  shape({
    productId: string(),
    productName: string(),
    price: number(),
    discountPrice: nullable(number()),
    imageUrl: nullable(string()),
    c_extend: shape({ currency: string(), primaryCategoryId: string(), parentCategoryId: nullable(string()), universal: boolean() }),
  }),
) as unknown as Struct<Recommendation[], unknown>;

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** Round-robin merge, so each complementary category gets a place near the top. */
function interleave(lists: readonly string[][]): string[] {
  const out: string[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const list of lists) if (i < list.length) out.push(list[i] as string);
  return out;
}

/** The recommendation engine over our catalog and recorded activity (document 2 §7 Personalization service). */
export function createRecoService(deps: RecoDeps) {
  const now = deps.now ?? Date.now;

  /** Candidate ids of a recommender, best first; the vehicle is already applied in SQL. */
  async function candidates(name: RecommenderName, request: RecsRequest, want: number): Promise<string[]> {
    const modelId = request.modelId ?? null;
    const productIds = unique((request.productIds ?? []).map((id) => id.trim().toUpperCase()));
    const since = now() - ACTIVITY_RETENTION_MS;
    if (name === 'viewed-recently-einstein') return productIds;
    if (name === 'bought-together') return coActivityIds(deps.db, { siteId: deps.siteId, anchorIds: productIds, modelId, since, limit: want });
    const anchors = await getAnchors(deps.db, productIds);
    const ownCategories = unique([...anchors.map((a) => a.primary_category_id), ...(request.categoryIds ?? [])]);
    const bestSellers = (categoryIds: readonly string[], exclude: readonly string[]) =>
      categoryBestSellerIds(deps.db, { categoryIds, modelId, excludeIds: [...productIds, ...exclude], limit: want });
    if (name === 'home-top-sellers') {
      return ownCategories.length ? bestSellers(ownCategories, []) : topSellerIds(deps.db, { modelId, excludeIds: productIds, limit: want });
    }
    if (name === 'pdp-similar-items') return bestSellers(ownCategories, []);
    // other-parts-for-vehicle: bought/viewed together, then complementary categories, then the
    // category's own best sellers; the catalog's best sellers only when all of that is too little.
    const complements = unique(anchors.flatMap((a) => complementsOf(a.primary_category_id))).filter((c) => !ownCategories.includes(c));
    const [together, ...byComplement] = await Promise.all([
      coActivityIds(deps.db, { siteId: deps.siteId, anchorIds: productIds, modelId, since, limit: want }),
      ...complements.map((c) => bestSellers([c], [])),
    ]);
    let ids = unique([...(together ?? []), ...interleave(byComplement)]);
    if (ids.length < want && ownCategories.length) ids = unique([...ids, ...(await bestSellers(ownCategories, ids))]);
    if (ids.length < want) ids = unique([...ids, ...(await topSellerIds(deps.db, { modelId, excludeIds: [...productIds, ...ids], limit: want }))]);
    return ids;
  }

  /** The filtered, enriched recommendations of a request (no result id yet). */
  async function compute(name: RecommenderName, request: RecsRequest, limit: number): Promise<Recommendation[]> {
    const modelId = request.modelId?.toLowerCase() ?? null;
    // Ask for twice the limit: attribute filters and unpriced products may drop some.
    const ids = (await candidates(name, { ...request, modelId }, limit * 2)).slice(0, limit * 2);
    const enriched = await enrichRecommendations(deps.db, ids, { lang: deps.lang, locale: deps.localeId, currency: deps.currency, onlineList: deps.onlineList, modelId });
    return filterByFitment(enriched, (r) => ({ fitment: r.c_custitem_fitment, universal: r.c_extend.universal }), modelId, request.filters).slice(0, limit);
  }

  const result = (name: RecommenderName, recs: Recommendation[]): RecsResult => ({
    recs,
    recommenderName: name,
    recoUUID: crypto.randomUUID(),
    displayMessage: findRecommender(name)?.displayMessage ?? '',
  });

  const limitOf = (request: RecsRequest) => Math.min(Math.max(1, request.limit ?? RECO_DEFAULT_LIMIT), RECO_MAX_LIMIT);

  return {
    /** The recommenders this engine answers (GET /personalization/recommenders/{siteId}). */
    listRecommenders() {
      return { recommenders: RECOMMENDERS };
    },

    /**
     * Recommendations of one recommender, filtered by the vehicle's fitment (document 2 §5) and
     * enriched in batches of 24. Throws on failure; callers decide how a failure degrades.
     */
    async getRecs(name: RecommenderName, request: RecsRequest): Promise<RecsResult> {
      return result(name, await compute(name, request, limitOf(request)));
    },

    /** Like getRecs, but a failure logs a warning and yields an empty result (document 2 §8). */
    async getRecsOrEmpty(name: RecommenderName, request: RecsRequest): Promise<RecsResult> {
      try {
        return await this.getRecs(name, request);
      } catch (error) {
        console.warn('recommendations failed', name, error);
        return emptyRecs(name);
      }
    },

    /**
     * The storefront's sections (product page, cart drawer, home): the same engine through the KV
     * cache (fresh 10 s, then stale-while-revalidate), since every product page view asks for
     * them. Each answer still gets its own result id. A failure yields an empty result.
     */
    async getSectionRecs(name: RecommenderName, request: RecsRequest): Promise<RecsResult> {
      const productIds = unique((request.productIds ?? []).map((id) => id.trim().toUpperCase()));
      const modelId = request.modelId?.toLowerCase() ?? null;
      const limit = limitOf(request);
      const key = cacheKey('reco', deps.siteId, deps.localeId, `${name}:${limit}:${modelId ?? '-'}:${productIds.join(',')}`);
      try {
        return result(name, await cached(deps.cache, key, CACHE_SHORT, CachedRecsSchema, () => compute(name, { productIds, modelId, limit }, limit)));
      } catch (error) {
        console.warn('recommendations failed', name, error);
        return emptyRecs(name);
      }
    },

    /** Records one validated activity (realm already checked against the site). */
    async recordActivity(name: ActivityName, body: ActivityBody): Promise<void> {
      const createdAt = now();
      const { realm, instanceType, cookieId, userId, ...payload } = body;
      await insertActivity(deps.db, {
        siteId: deps.siteId,
        name,
        realm,
        instanceType,
        cookieId,
        userId: userId ?? null,
        payload: JSON.stringify(payload),
        productIds: interestProductIds(name, body).map((id) => id.trim().toUpperCase()),
        createdAt,
      });
      if (Math.random() < PRUNE_RATE) {
        deps.waitUntil(deleteActivitiesBefore(deps.db, createdAt - ACTIVITY_RETENTION_MS).catch((error: unknown) => console.warn('activity prune failed', error)));
      }
    },
  };
}

export type RecoService = ReturnType<typeof createRecoService>;
