/** SQL for the licence-plate fixture table (plate_vehicles). */

export interface PlateVehicleRow {
  model_year: number | null;
  make_code: string | null;
  model_desc: string | null;
}

/** The vehicles registered to a normalised plate in a state, in record order. */
export async function findPlateVehicles(db: D1Database, state: string, plate: string): Promise<PlateVehicleRow[]> {
  const { results } = await db
    .prepare('SELECT model_year, make_code, model_desc FROM plate_vehicles WHERE state = ?1 AND plate = ?2 ORDER BY position')
    .bind(state, plate)
    .all<PlateVehicleRow>();
  return results;
}
