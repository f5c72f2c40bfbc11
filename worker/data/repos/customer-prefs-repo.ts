/**
 * SQL for what a registered customer's profile keeps of the shopper's choices: the garage
 * (c_vehicleDetails, JSON text) and the selected store per site (c_selectedStore).
 */

export async function readGarageText(db: D1Database, customerId: string): Promise<string | null> {
  const row = await db.prepare('SELECT vehicle_details FROM customer_accounts WHERE customer_id = ?1').bind(customerId).first<{ vehicle_details: string | null }>();
  return row?.vehicle_details ?? null;
}

/** Saves the garage text; false when the customer has no account (a guest). */
export async function writeGarageText(db: D1Database, customerId: string, text: string, now: number): Promise<boolean> {
  const result = await db
    .prepare('UPDATE customer_accounts SET vehicle_details = ?2, updated_at = ?3 WHERE customer_id = ?1')
    .bind(customerId, text, now)
    .run();
  return result.meta.changes > 0;
}

export async function readSelectedStore(db: D1Database, customerId: string, siteId: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT selected_store FROM customer_site_prefs WHERE customer_id = ?1 AND site_id = ?2')
    .bind(customerId, siteId)
    .first<{ selected_store: string | null }>();
  return row?.selected_store ?? null;
}

/** Saves (or, with null, clears) the selected store of a site. */
export async function writeSelectedStore(db: D1Database, customerId: string, siteId: string, storeId: string | null, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO customer_site_prefs (customer_id, site_id, selected_store, updated_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (customer_id, site_id) DO UPDATE SET selected_store = excluded.selected_store, updated_at = excluded.updated_at`,
    )
    .bind(customerId, siteId, storeId, now)
    .run();
}

/** The garage write as a statement, for a batch with other profile changes (nothing half-written). */
export function garageTextStatement(db: D1Database, customerId: string, text: string, now: number): D1PreparedStatement {
  return db.prepare('UPDATE customer_accounts SET vehicle_details = ?2, updated_at = ?3 WHERE customer_id = ?1').bind(customerId, text, now);
}

/** The selected-store write as a statement, for a batch with other profile changes. */
export function selectedStoreStatement(db: D1Database, customerId: string, siteId: string, storeId: string | null, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO customer_site_prefs (customer_id, site_id, selected_store, updated_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (customer_id, site_id) DO UPDATE SET selected_store = excluded.selected_store, updated_at = excluded.updated_at`,
    )
    .bind(customerId, siteId, storeId, now);
}
