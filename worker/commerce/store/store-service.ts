import { array, nullable } from 'superstruct';
import type { CountryCode } from '../../../shared/sites/config';
import type { Store, StoreResult, StoreSearchResult } from '../../../shared/types/store';
import { CACHE_SHORT, cacheKey } from '../../cache/strategies';
import { cached, type KvCacheDeps } from '../../cache/kv-cache';
import { createMemoryCache } from '../../cache/memory-cache';
import {
  findDefaultStore,
  findStoresByIds,
  listCountryStores,
  listHoursForStores,
  listStoreHours,
  type StoreHoursRow,
  type StoreRow,
} from '../../data/repos/stores-repo';
import { centroidGeocoder, type PostalGeocoder } from './postal-geocoder';
import { StoreSchema } from './store-schema';
import { rankStores, searchPoint, type StoreSearchInput } from './store-search';
import { toStore } from './store-shape';
import { withStatus } from './store-status';

export interface StoreServiceDeps {
  db: D1Database;
  cache: KvCacheDeps;
  siteId: string;
  localeId: string;
  country: CountryCode;
  geocoder?: PostalGeocoder;
  now?: () => Date;
}

// Every search reads a country's whole store list: keep it in the isolate as long as KV keeps it fresh.
const countryStores = createMemoryCache<Store[]>(CACHE_SHORT.freshMs, 16);

/** Store reads: single stores through the KV cache (fresh 10 s, then stale-while-revalidate). */
export function createStoreService(deps: StoreServiceDeps) {
  const geocoder = deps.geocoder ?? centroidGeocoder(deps.db);
  const now = deps.now ?? (() => new Date());

  async function shape(rows: StoreRow[]): Promise<Store[]> {
    const hours = await listHoursForStores(deps.db, rows.map((r) => r.id));
    const byStore = new Map<string, StoreHoursRow[]>();
    for (const h of hours) byStore.set(h.store_id, [...(byStore.get(h.store_id) ?? []), h]);
    return rows.map((row) => toStore(row, byStore.get(row.id) ?? [], deps.localeId));
  }

  /** Every listed store of a country, through memory, then KV (fresh 10 s), then D1. */
  function allStores(country: 'CA' | 'US'): Promise<Store[]> {
    const key = cacheKey('store', deps.siteId, deps.localeId, `all-${country}`);
    return countryStores.get(key, () =>
      cached(deps.cache, key, CACHE_SHORT, array(StoreSchema), async () => shape((await listCountryStores(deps.db, country, 10_000, 0)).rows)),
    );
  }

  /** One store by id, listed in the locator or not, through the KV cache; null for an unknown id. */
  function anyStoreById(id: string): Promise<Store | null> {
    return cached(deps.cache, cacheKey('store', deps.siteId, deps.localeId, `any-${id}`), CACHE_SHORT, nullable(StoreSchema), async () => {
      const [row] = await findStoresByIds(deps.db, [id]);
      return row ? ((await shape([row]))[0] ?? null) : null;
    });
  }

  return {
    /** The site country's default store (flagged default, else the first listed), or null. */
    getDefault(): Promise<Store | null> {
      return cached(deps.cache, cacheKey('store', deps.siteId, deps.localeId, 'default'), CACHE_SHORT, nullable(StoreSchema), async () => {
        const row = await findDefaultStore(deps.db, deps.country);
        return row ? toStore(row, await listStoreHours(deps.db, row.id), deps.localeId) : null;
      });
    },

    /** One listed store with its state now, or null for an unknown or unlisted id. */
    async getById(id: string): Promise<StoreResult | null> {
      const store = await cached(deps.cache, cacheKey('store', deps.siteId, deps.localeId, `id-${id}`), CACHE_SHORT, nullable(StoreSchema), async () => {
        const [row] = await findStoresByIds(deps.db, [id]);
        return row && row.store_locator_enabled === 1 ? ((await shape([row]))[0] ?? null) : null;
      });
      return store && withStatus(store, now());
    },

    /**
     * Stores by id in the order asked (unknown ids left out), each with its state now. Each store
     * comes through the KV cache: product pages ask for the selected store's stock on every render.
     */
    async getByIds(ids: readonly string[]): Promise<StoreSearchResult> {
      const stores = await Promise.all(ids.map(anyStoreById));
      const at = now();
      const data = stores.flatMap((store) => (store ? [withStatus(store, at)] : []));
      return { limit: ids.length, offset: 0, total: data.length, data };
    },

    /** A page of the site country's stores (the locator's list before any search). */
    async list(limit: number, offset: number): Promise<StoreSearchResult> {
      const { rows, total } = await listCountryStores(deps.db, deps.country, limit, offset);
      const at = now();
      return { limit, offset, total, data: (await shape(rows)).map((s) => withStatus(s, at)) };
    },

    /** Nearest stores to a postal code or point (see store-search.ts); none when the code has no centroid. */
    async search(input: StoreSearchInput): Promise<StoreSearchResult> {
      const point = await searchPoint(input, geocoder);
      if (!point) return { limit: input.limit, offset: input.offset, total: 0, data: [] };
      return rankStores(await allStores(input.countryCode), point, input, now());
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
