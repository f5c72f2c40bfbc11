/**
 * Units sold per vehicle from orders (decision 290). A variant's units count for its master, the
 * product lists show; a model id the catalogue does not know adds nothing (the line's vehicle is
 * shopper input).
 */
export function addOrderedUnitsStatement(db: D1Database, entry: { modelId: string; productId: string; units: number }): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO vehicle_units_ordered (model_id, product_id, units)
       SELECT ?1, COALESCE(p.master_id, p.id), ?3 FROM products p
        WHERE p.id = ?2 AND EXISTS (SELECT 1 FROM vehicle_models m WHERE m.id = ?1)
       ON CONFLICT (model_id, product_id) DO UPDATE SET units = units + excluded.units`,
    )
    .bind(entry.modelId, entry.productId, entry.units);
}
