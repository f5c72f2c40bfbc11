/** SQL for product rows as lists and suggestions show them. Returns rows; services shape them. */
import type { PartPosition } from '../../../shared/catalogue/part-position';

export interface ProductHitRow {
  id: string;
  type: 'item' | 'master' | 'set' | 'bundle';
  part_number: string;
  primary_category_id: string;
  parent_category_id: string | null;
  units_sold: number;
  orderable: number;
  is_deal: number;
  universal: number;
  rating_average: number;
  rating_count: number;
  name: string;
  brand: string;
  image_url: string | null;
  image_alt: string | null;
  list_minor: number | null;
  sale_minor: number | null;
  promotion_minor: number | null;
  ats: number;
  /** Refundable core deposit in the currency (decision 284), null when none. */
  core_deposit_minor: number | null;
  position: PartPosition | null;
  pack_quantity: number;
}

function hitRowsStatement(db: D1Database, list: string, lang: string, currency: string, onlineList: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT p.id, p.type, p.part_number, p.primary_category_id, c.parent_id AS parent_category_id, p.units_sold, p.orderable,
              p.is_deal, p.universal, p.rating_average, p.rating_count, p.position, p.pack_quantity,
              COALESCE(t.name, e.name, p.id) AS name, b.name AS brand, img.url AS image_url, img.alt AS image_alt,
              pr.list_minor, pr.sale_minor, pr.promotion_minor, COALESCE(inv.ats, 0) AS ats, cd.amount_minor AS core_deposit_minor
         FROM json_each(?1) j
         JOIN products p ON p.id = j.value
         JOIN brands b ON b.id = p.brand_id
         JOIN categories c ON c.id = p.primary_category_id
         LEFT JOIN product_texts t ON t.product_id = p.id AND t.lang = ?2
         LEFT JOIN product_texts e ON e.product_id = p.id AND e.lang = 'en'
         LEFT JOIN product_images img ON img.product_id = p.id AND img.position = 0
         LEFT JOIN prices pr ON pr.product_id = p.id AND pr.currency = ?3
         LEFT JOIN inventory inv ON inv.product_id = p.id AND inv.location_id = ?4
         LEFT JOIN product_core_deposits cd ON cd.product_id = p.id AND cd.currency = ?3`,
    )
    .bind(list, lang, currency, onlineList);
}

/** Card rows of the given products (any order), texts in `lang` with English fallback. */
export async function getProductHitRows(db: D1Database, ids: readonly string[], lang: string, currency: string, onlineList: string): Promise<ProductHitRow[]> {
  if (!ids.length) return [];
  return (await hitRowsStatement(db, JSON.stringify(ids), lang, currency, onlineList).all<ProductHitRow>()).results;
}

export interface NoteRow {
  product_id: string;
  note: string;
}

export interface FitmentRow {
  product_id: string;
  submodel: string | null;
  engine: string | null;
  note: string | null;
}

/** Card rows, product notes and (with a vehicle) that vehicle's fitment rows, in one round trip. */
export async function getHitData(
  db: D1Database,
  ids: readonly string[],
  options: { lang: string; currency: string; onlineList: string; modelId: string | undefined },
): Promise<{ rows: ProductHitRow[]; notes: NoteRow[]; fitments: FitmentRow[]; oeNumbers: OeNumberRow[] }> {
  if (!ids.length) return { rows: [], notes: [], fitments: [], oeNumbers: [] };
  const list = JSON.stringify(ids);
  const statements = [
    hitRowsStatement(db, list, options.lang, options.currency, options.onlineList),
    db.prepare('SELECT product_id, note FROM product_notes WHERE product_id IN (SELECT value FROM json_each(?1)) ORDER BY product_id, position').bind(list),
    db.prepare("SELECT product_id, number, number_key FROM product_interchange WHERE kind = 'oe' AND product_id IN (SELECT value FROM json_each(?1)) ORDER BY product_id, position").bind(list),
  ];
  if (options.modelId) {
    statements.push(db.prepare('SELECT product_id, submodel, engine, note FROM fitments WHERE model_id = ?1 AND product_id IN (SELECT value FROM json_each(?2))').bind(options.modelId, list));
  }
  const [rows, notes, oeNumbers, fitments] = await db.batch<ProductHitRow | NoteRow | FitmentRow | OeNumberRow>(statements);
  return {
    rows: (rows?.results ?? []) as ProductHitRow[],
    notes: (notes?.results ?? []) as NoteRow[],
    fitments: (fitments?.results ?? []) as FitmentRow[],
    oeNumbers: (oeNumbers?.results ?? []) as OeNumberRow[],
  };
}

export interface OeNumberRow {
  product_id: string;
  number: string;
  number_key: string;
}

export interface VehicleModelRow {
  id: string;
  year: number;
  make_name: string;
  model_name: string;
}

/**
 * What a search needs before it runs, in one round trip: the vehicle (when given) and the
 * inventory list of the given store, else of the country's default store (the first when none is
 * flagged). A store unknown in that country gives a null list.
 */
export async function getSearchContext(
  db: D1Database,
  options: { modelId: string | undefined; country: string; storeId: string | undefined },
): Promise<{ vehicle: VehicleModelRow | null; storeList: string | null }> {
  const store = options.storeId
    ? db.prepare('SELECT inventory_list_id FROM stores WHERE id = ?1 AND country_code = ?2').bind(options.storeId, options.country)
    : db.prepare('SELECT inventory_list_id FROM stores WHERE country_code = ?1 ORDER BY is_default DESC, id LIMIT 1').bind(options.country);
  const statements = [store];
  if (options.modelId) statements.push(db.prepare('SELECT id, year, make_name, model_name FROM vehicle_models WHERE id = ?1').bind(options.modelId));
  const [storeRows, vehicleRows] = await db.batch<{ inventory_list_id: string } | VehicleModelRow>(statements);
  return {
    storeList: (storeRows?.results[0] as { inventory_list_id: string } | undefined)?.inventory_list_id ?? null,
    vehicle: (vehicleRows?.results[0] as VehicleModelRow | undefined) ?? null,
  };
}

/** Best-selling products matching an FTS5 expression (suggestions), optionally for a vehicle. */
export async function suggestProductIds(db: D1Database, match: string, lang: string, modelId: string | null, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id FROM (SELECT DISTINCT product_id FROM search_fts WHERE search_fts MATCH ?1 AND lang IN (?2, 'en')) m
         JOIN products p ON p.id = m.product_id
        WHERE ?3 IS NULL OR p.universal = 1 OR EXISTS (SELECT 1 FROM fitments f WHERE f.model_id = ?3 AND f.product_id = p.id)
        ORDER BY p.units_sold DESC, p.id LIMIT ?4`,
    )
    .bind(match, lang, modelId, limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** Categories whose name has a word starting with `prefix` (LIKE-escaped by the caller). */
export async function suggestCategories(db: D1Database, likeWordStart: string, likeInner: string, lang: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.parent_id, COALESCE(t.name, e.name) AS name
         FROM categories c
         LEFT JOIN category_texts t ON t.category_id = c.id AND t.lang = ?3
         JOIN category_texts e ON e.category_id = c.id AND e.lang = 'en'
        WHERE c.online = 1 AND c.have_online_products = 1 AND c.id NOT IN ('root', 'parts')
          AND (COALESCE(t.name, e.name) LIKE ?1 ESCAPE '\\' OR COALESCE(t.name, e.name) LIKE ?2 ESCAPE '\\')
        ORDER BY c.parent_id = 'parts' DESC, name LIMIT ?4`,
    )
    .bind(likeWordStart, likeInner, lang, limit)
    .all<{ id: string; parent_id: string | null; name: string }>();
  return results;
}

/**
 * Indexed words starting with `prefix`, most frequent first, that complete a phrase of the shopper's
 * language: the vocabulary spans every language's texts, so each of the `candidates` most frequent
 * words is kept only when a product text in `lang` matches `head` (an FTS5 expression of the words
 * typed before, or '') followed by that word.
 */
export async function completeTerm(db: D1Database, prefix: string, head: string, lang: string, candidates: number, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `WITH c AS (SELECT term, doc FROM search_vocab WHERE term >= ?1 AND term < ?2 ORDER BY doc DESC LIMIT ?5)
       SELECT term FROM c
        WHERE EXISTS (SELECT 1 FROM search_fts f WHERE search_fts MATCH ?3 || '"' || c.term || '"' AND f.lang = ?4)
        ORDER BY doc DESC LIMIT ?6`,
    )
    .bind(prefix, `${prefix}\u{10FFFF}`, head ? `${head} ` : '', lang, candidates, limit)
    .all<{ term: string }>();
  return results.map((r) => r.term);
}
