/** SQL for the vehicle catalogue (vehicle_models, vehicle_configs). Returns rows; services shape them. */

export interface MakeRow {
  make_slug: string;
  make_name: string;
}

export interface ModelRow {
  id: string;
  model_slug: string;
  model_name: string;
}

export interface ConfigRow {
  submodel: string;
  engine: string;
}

/** Every model year, newest first. */
export async function listYears(db: D1Database): Promise<number[]> {
  const { results } = await db.prepare('SELECT DISTINCT year FROM vehicle_models ORDER BY year DESC').all<{ year: number }>();
  return results.map((r) => r.year);
}

/** The makes sold in a year, by name. */
export async function listMakes(db: D1Database, year: number): Promise<MakeRow[]> {
  const { results } = await db
    .prepare('SELECT DISTINCT make_slug, make_name FROM vehicle_models WHERE year = ?1 ORDER BY make_name, make_slug')
    .bind(year)
    .all<MakeRow>();
  return results;
}

/** The models of a make in a year, by name. */
export async function listModels(db: D1Database, year: number, makeSlug: string): Promise<ModelRow[]> {
  const { results } = await db
    .prepare('SELECT id, model_slug, model_name FROM vehicle_models WHERE year = ?1 AND make_slug = ?2 ORDER BY model_name, id')
    .bind(year, makeSlug)
    .all<ModelRow>();
  return results;
}

/** Trim/engine configurations of a model, in catalogue order. */
export async function listConfigs(db: D1Database, modelId: string): Promise<ConfigRow[]> {
  const { results } = await db
    .prepare('SELECT submodel, engine FROM vehicle_configs WHERE model_id = ?1 ORDER BY rowid')
    .bind(modelId)
    .all<ConfigRow>();
  return results;
}
