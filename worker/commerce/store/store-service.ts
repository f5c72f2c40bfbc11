import { nullable } from 'superstruct';
import type { CountryCode } from '../../../shared/sites/config';
import type { Store } from '../../../shared/types/store';
import { CACHE_SHORT, cacheKey } from '../../cache/strategies';
import { cached, type KvCacheDeps } from '../../cache/kv-cache';
import { findDefaultStore, listStoreHours } from '../../data/repos/stores-repo';
import { StoreSchema } from './store-schema';
import { toStore } from './store-shape';

export interface StoreServiceDeps {
  db: D1Database;
  cache: KvCacheDeps;
  siteId: string;
  localeId: string;
  country: CountryCode;
}

/** Store reads through the KV cache (fresh 10 s, then stale-while-revalidate). */
export function createStoreService(deps: StoreServiceDeps) {
  return {
    /** The site country's default store (flagged default, else the first listed), or null. */
    getDefault(): Promise<Store | null> {
      return cached(deps.cache, cacheKey('store', deps.siteId, deps.localeId, 'default'), CACHE_SHORT, nullable(StoreSchema), async () => {
        const row = await findDefaultStore(deps.db, deps.country);
        return row ? toStore(row, await listStoreHours(deps.db, row.id), deps.localeId) : null;
      });
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
