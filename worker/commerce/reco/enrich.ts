import { RECO_BATCH_SIZE, type Recommendation } from '../../../shared/reco/recommendation';
import type { CurrencyCode } from '../../../shared/sites/config';
import { getHitData } from '../../data/repos/products-repo';
import { shapeHits } from '../search/shape-hits';
import { toRecommendation } from './to-recommendation';

/** Splits ids into requests of the spec's batch size (24). */
export function chunkIds(ids: readonly string[], size = RECO_BATCH_SIZE): string[][] {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
  return chunks;
}

/**
 * Recommendations for candidate ids, in their order: product card rows fetched 24 ids per
 * request (document 2 §7), shaped as card hits, then as Recommendations with the vehicle's
 * fitment entries. Unknown ids and products without a price in the currency drop out.
 */
export async function enrichRecommendations(
  db: D1Database,
  ids: readonly string[],
  options: { lang: string; locale: string; currency: CurrencyCode; onlineList: string; modelId: string | null },
): Promise<Recommendation[]> {
  const batches = await Promise.all(
    chunkIds(ids).map(async (chunk) => {
      const data = await getHitData(db, chunk, { lang: options.lang, currency: options.currency, onlineList: options.onlineList, modelId: options.modelId ?? undefined });
      return shapeHits(chunk, data.rows, data, options.currency, undefined, options.locale).map((hit) => toRecommendation(hit, options.modelId, data.fitments, options.locale));
    }),
  );
  return batches.flat();
}
