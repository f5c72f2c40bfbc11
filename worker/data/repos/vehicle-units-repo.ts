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

/**
 * The products a vehicle bought most of (seeded + ordered units), best first, with the list's tie
 * order: only masters and items that fit it (or fit every vehicle) and carry a price in `currency`.
 * Both count tables are read by their primary key's model_id prefix, so only this vehicle's rows.
 */
export async function topForVehicle(db: D1Database, modelId: string, currency: string, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `WITH units AS (
         SELECT product_id, SUM(units) AS units FROM (
           SELECT product_id, units FROM vehicle_units_seeded WHERE model_id = ?1
           UNION ALL SELECT product_id, units FROM vehicle_units_ordered WHERE model_id = ?1)
         GROUP BY product_id)
       SELECT p.id FROM units u CROSS JOIN products p ON p.id = u.product_id
        WHERE p.type <> 'variant'
          AND (p.universal = 1 OR EXISTS (SELECT 1 FROM fitments f WHERE f.model_id = ?1 AND f.product_id = p.id))
          AND EXISTS (SELECT 1 FROM prices pr WHERE pr.product_id = p.id AND pr.currency = ?2)
        ORDER BY u.units DESC, p.units_sold DESC, p.id
        LIMIT ?3`,
    )
    .bind(modelId, currency, limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}
