/** SQL for the store aggregate (stores and their weekly hours). Returns rows; services shape them. */
export interface StoreRow {
  id: string;
  name: string;
  address1: string;
  city: string;
  state_code: string;
  country_code: string;
  postal_code: string;
  phone: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  inventory_list_id: string;
  shipping_api_store_id: string;
  is_default: number;
  pos_enabled: number;
  store_locator_enabled: number;
}

export interface StoreHoursRow {
  store_id: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  opens: string;
  closes: string;
}

const STORE_COLUMNS = `id, name, address1, city, state_code, country_code, postal_code, phone, latitude, longitude,
  time_zone, inventory_list_id, shipping_api_store_id, is_default, pos_enabled, store_locator_enabled`;

/**
 * The default store of a country: the one flagged default, else the first listed store
 * (document 1 §4 Selected store). Null when the country has no listed store.
 */
export async function findDefaultStore(db: D1Database, countryCode: string): Promise<StoreRow | null> {
  return db
    .prepare(
      `SELECT ${STORE_COLUMNS}
         FROM stores
        WHERE country_code = ?1 AND store_locator_enabled = 1
        ORDER BY is_default DESC, id
        LIMIT 1`,
    )
    .bind(countryCode)
    .first<StoreRow>();
}

/** The weekly hours of one store; a missing weekday means closed that day. */
export async function listStoreHours(db: D1Database, storeId: string): Promise<StoreHoursRow[]> {
  const { results } = await db
    .prepare('SELECT store_id, weekday, opens, closes FROM store_hours WHERE store_id = ?1 ORDER BY weekday')
    .bind(storeId)
    .all<StoreHoursRow>();
  return results;
}

/** Stores by id (any order; unknown ids are simply absent). */
export async function findStoresByIds(db: D1Database, ids: readonly string[]): Promise<StoreRow[]> {
  if (!ids.length) return [];
  const { results } = await db
    .prepare(`SELECT ${STORE_COLUMNS} FROM stores WHERE id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(ids))
    .all<StoreRow>();
  return results;
}

/** The weekly hours of several stores at once. */
export async function listHoursForStores(db: D1Database, ids: readonly string[]): Promise<StoreHoursRow[]> {
  if (!ids.length) return [];
  const { results } = await db
    .prepare('SELECT store_id, weekday, opens, closes FROM store_hours WHERE store_id IN (SELECT value FROM json_each(?1)) ORDER BY store_id, weekday')
    .bind(JSON.stringify(ids))
    .all<StoreHoursRow>();
  return results;
}

/** A page of a country's listed stores, the default first, then by city, and their total. */
export async function listCountryStores(db: D1Database, countryCode: string, limit: number, offset: number): Promise<{ rows: StoreRow[]; total: number }> {
  const [page, count] = await db.batch([
    db
      .prepare(
        `SELECT ${STORE_COLUMNS} FROM stores
          WHERE country_code = ?1 AND store_locator_enabled = 1
          ORDER BY is_default DESC, city, id
          LIMIT ?2 OFFSET ?3`,
      )
      .bind(countryCode, limit, offset),
    db.prepare('SELECT COUNT(*) AS n FROM stores WHERE country_code = ?1 AND store_locator_enabled = 1').bind(countryCode),
  ]);
  return { rows: (page?.results ?? []) as StoreRow[], total: ((count?.results[0] as { n: number } | undefined)?.n ?? 0) };
}
