import { array, number, nullable, string, type as object } from 'superstruct';
import type { CurrencyCode } from '../../../shared/sites/config';
import { CACHE_SHORT, cacheKey } from '../../cache/strategies';
import { cached, type KvCacheDeps } from '../../cache/kv-cache';
import type { DealTile } from '../../../shared/types/deal';
import { listDeals } from '../../data/repos/deals-repo';

export const HOME_DEAL_COUNT = 10;

/** Discount percent of document 2 §9: (base − discount) / base, rounded. */
export function discountPercent(base: number, discounted: number): number {
  return base > 0 ? Math.round(((base - discounted) / base) * 100) : 0;
}

/** The home page deals: best sellers whose sale (or lower promotion) price is under the list price. */
export async function getHomeDeals(db: D1Database, lang: string, currency: CurrencyCode): Promise<DealTile[]> {
  const rows = await listDeals(db, lang, currency, HOME_DEAL_COUNT);
  return rows.map((row) => {
    const price = row.promotion_minor !== null && row.promotion_minor < row.sale_minor ? row.promotion_minor : row.sale_minor;
    return {
      productId: row.id,
      name: row.name,
      image: row.image,
      originalPrice: row.list_minor,
      price,
      currency,
      discountPercent: discountPercent(row.list_minor, price),
      brand: row.brand,
      primaryCategoryId: row.primary_category_id,
      parentCategoryId: row.parent_category_id,
    };
  });
}

const DealsSchema = array(
  object({ productId: string(), name: string(), image: nullable(string()), originalPrice: number(), price: number(), currency: string(), discountPercent: number() }),
);

/** The home deals through the KV cache (content read: fresh 10 s, then stale-while-revalidate). */
export function getCachedHomeDeals(
  deps: { db: D1Database; cache: KvCacheDeps; siteId: string; localeId: string; lang: string },
  currency: CurrencyCode,
): Promise<DealTile[]> {
  return cached(deps.cache, cacheKey('deals', deps.siteId, deps.localeId, 'home'), CACHE_SHORT, DealsSchema, () =>
    getHomeDeals(deps.db, deps.lang, currency),
  ) as Promise<DealTile[]>;
}
