/**
 * SQL of the search engine: one candidate set (text, category subtree, vehicle) narrowed by the
 * selected refinements, then the total, one page of ids and per-attribute hit counts, all in one
 * D1 batch. Each refinement's counts ignore that refinement's own selection (multi-select OR).
 * Lists of values travel as one JSON parameter (json_each) to stay under D1's bound-parameter cap.
 */

export type SqlParam = string | number | null;
interface Fragment {
  sql: string;
  params: SqlParam[];
}

export interface SearchSqlInput {
  lang: string;
  currency: string;
  /** FTS5 MATCH expression (already built from the shopper's words) and an exact part number. */
  match?: string;
  partNumber?: string;
  /** Comparison key of an OE or other brand's number the part replaces (product_interchange.number_key). */
  interchangeKey?: string;
  categoryId?: string;
  modelId?: string;
  onlineList: string;
  storeList: string;
  inStockOnly: boolean;
  /** Only these product types (SCAPI htype; an empty list matches nothing); every type when absent. */
  hitTypes?: readonly string[];
  refine: {
    cgid?: string[];
    color?: string[];
    size?: string[];
    /** Part positions (products.position): front, rear, left, right. */
    position?: string[];
    /** [from, to) in minor units; to null is open-ended. */
    price?: [number, number | null][];
    deal?: boolean;
    inStore?: boolean;
    submodel?: string[];
    engine?: string[];
  };
}

export type FacetKey = keyof SearchSqlInput['refine'];
export type SortKey = 'best-sellers' | 'most-bought-for-vehicle' | 'best-matches' | 'price-low-to-high' | 'price-high-to-low' | 'top-rated' | 'newest';

// Most bought for the vehicle: its units (seeded + ordered), then all vehicles' units (decision 290).
const VEHICLE_ORDER = 'vehicle_units DESC, units_sold DESC, id';
const ORDER: Record<SortKey, string> = {
  'best-sellers': 'units_sold DESC, id',
  'most-bought-for-vehicle': VEHICLE_ORDER,
  'best-matches': 'rank, units_sold DESC, id',
  'price-low-to-high': 'price, id',
  'price-high-to-low': 'price DESC, id',
  'top-rated': 'rating_average DESC, rating_count DESC, id',
  newest: 'created_at DESC, id',
};

const json = (values: readonly (string | number)[]) => JSON.stringify(values);
const IN_SCOPE = 'SELECT 1 FROM product_categories pc WHERE pc.product_id = %ID% AND pc.category_id IN (SELECT id FROM scope)';

/** CTEs shared by every statement: scope, text hits, the driving id set and the base rows. */
function baseCtes(input: SearchSqlInput): Fragment {
  const ctes: string[] = [];
  const params: SqlParam[] = [];
  if (input.categoryId) {
    ctes.push('scope(id) AS (SELECT ? UNION SELECT c.id FROM categories c JOIN scope s ON c.parent_id = s.id)');
    params.push(input.categoryId);
  }
  if (input.refine.cgid?.length) {
    ctes.push('refcats(id) AS (SELECT value FROM json_each(?) UNION SELECT c.id FROM categories c JOIN refcats r ON c.parent_id = r.id)');
    params.push(json(input.refine.cgid));
  }
  const conditions: string[] = ["p.type <> 'variant'"];
  const conditionParams: SqlParam[] = [];
  let driver: string;
  const driverParams: SqlParam[] = [];
  if (input.match || input.partNumber || input.interchangeKey) {
    const parts: string[] = [];
    if (input.match) {
      // bm25 weights by column: product_id, lang, name, brand, part_number, category. Materialized,
      // because bm25() only works in a query that reads the FTS table directly.
      ctes.push(`fts_hits AS MATERIALIZED (SELECT product_id, bm25(search_fts, 0, 0, 10.0, 4.0, 8.0, 2.0) AS rank FROM search_fts WHERE search_fts MATCH ? AND lang IN (?, 'en'))`);
      params.push(input.match, input.lang);
      parts.push('SELECT product_id AS id, rank FROM fts_hits');
    }
    if (input.partNumber) {
      parts.push('SELECT COALESCE(master_id, id) AS id, -1000.0 AS rank FROM products WHERE part_number = ?');
      driverParams.push(input.partNumber);
    }
    if (input.interchangeKey) {
      parts.push('SELECT product_id AS id, -900.0 AS rank FROM product_interchange WHERE number_key = ?');
      driverParams.push(input.interchangeKey);
    }
    driver = `SELECT id, MIN(rank) AS rank FROM (${parts.join(' UNION ALL ')}) GROUP BY id`;
    if (input.categoryId) conditions.push(`EXISTS (${IN_SCOPE.replace('%ID%', 'p.id')})`);
    if (input.modelId) {
      conditions.push('(p.universal = 1 OR EXISTS (SELECT 1 FROM fitments f WHERE f.model_id = ? AND f.product_id = p.id))');
      conditionParams.push(input.modelId);
    }
  } else if (input.categoryId && input.modelId) {
    // Vehicle rows are few; universal rows are found through the category, so both sides stay small.
    driver = `SELECT f.product_id AS id, 0 AS rank FROM fitments f WHERE f.model_id = ? AND EXISTS (${IN_SCOPE.replace('%ID%', 'f.product_id')})
              UNION SELECT su.product_id, 0 FROM scope CROSS JOIN search_universal su ON su.category_id = scope.id`;
    driverParams.push(input.modelId);
  } else if (input.categoryId) {
    driver = 'SELECT DISTINCT product_id AS id, 0 AS rank FROM product_categories WHERE category_id IN (SELECT id FROM scope)';
  } else if (input.modelId) {
    driver = 'SELECT product_id AS id, 0 AS rank FROM fitments WHERE model_id = ? UNION SELECT id, 0 FROM products WHERE universal = 1';
    driverParams.push(input.modelId);
  } else {
    driver = 'SELECT id, 0 AS rank FROM products';
  }
  if (input.hitTypes) {
    conditions.push('p.type IN (SELECT value FROM json_each(?))');
    conditionParams.push(json(input.hitTypes));
  }
  if (input.inStockOnly) {
    conditions.push('EXISTS (SELECT 1 FROM inventory o WHERE o.product_id = p.id AND o.location_id = ? AND o.ats > 0)');
    conditionParams.push(input.onlineList);
  }
  ctes.push(`ids(id, rank) AS (${driver})`);
  params.push(...driverParams);
  // The vehicle's units of each candidate: one primary-key read of each count table (decision 290).
  const vehicleUnits = input.modelId
    ? `COALESCE((SELECT s.units FROM vehicle_units_seeded s WHERE s.model_id = ? AND s.product_id = p.id), 0)
           + COALESCE((SELECT o.units FROM vehicle_units_ordered o WHERE o.model_id = ? AND o.product_id = p.id), 0)`
    : '0';
  // CROSS JOIN keeps SQLite on the small id set first; left to itself it scans every price row.
  ctes.push(`base AS (
    SELECT p.id, p.type, p.universal, p.units_sold, p.rating_average, p.rating_count, p.created_at, p.is_deal, p.color, p.size, p.position,
           MIN(pr.sale_minor, COALESCE(pr.promotion_minor, pr.sale_minor)) AS price, ids.rank, ${vehicleUnits} AS vehicle_units
      FROM ids CROSS JOIN products p ON p.id = ids.id
      CROSS JOIN prices pr ON pr.product_id = p.id AND pr.currency = ?
     WHERE ${conditions.join(' AND ')})`);
  if (input.modelId) params.push(input.modelId, input.modelId);
  params.push(input.currency, ...conditionParams);
  return { sql: ctes.join(',\n'), params };
}

function variantOr(column: 'color' | 'size' | 'position', values: string[]): Fragment {
  return {
    sql: `(b.${column} IN (SELECT value FROM json_each(?)) OR (b.type = 'master' AND EXISTS (SELECT 1 FROM products v WHERE v.master_id = b.id AND v.${column} IN (SELECT value FROM json_each(?)))))`,
    params: [json(values), json(values)],
  };
}

function fitOr(column: 'submodel' | 'engine', modelId: string, values: string[]): Fragment {
  return {
    sql: `(b.universal = 1 OR EXISTS (SELECT 1 FROM fitments f WHERE f.product_id = b.id AND f.model_id = ? AND (f.${column} IS NULL OR f.${column} IN (SELECT value FROM json_each(?)))))`,
    params: [modelId, json(values)],
  };
}

/** WHERE fragments of the selected refinements, except `skip`. */
function refinePredicates(input: SearchSqlInput, skip?: FacetKey): Fragment[] {
  const r = input.refine;
  const out: Fragment[] = [];
  if (skip !== 'cgid' && r.cgid?.length) out.push({ sql: `EXISTS (${IN_SCOPE.replace('%ID%', 'b.id').replace('scope', 'refcats')})`, params: [] });
  if (skip !== 'color' && r.color?.length) out.push(variantOr('color', r.color));
  if (skip !== 'size' && r.size?.length) out.push(variantOr('size', r.size));
  if (skip !== 'position' && r.position?.length) out.push(variantOr('position', r.position));
  if (skip !== 'price' && r.price?.length) {
    const ranges = r.price.map(([from, to]) => (to === null ? { sql: 'b.price >= ?', params: [from] } : { sql: '(b.price >= ? AND b.price < ?)', params: [from, to] }));
    out.push({ sql: `(${ranges.map((x) => x.sql).join(' OR ')})`, params: ranges.flatMap((x) => x.params) });
  }
  if (skip !== 'deal' && r.deal) out.push({ sql: 'b.is_deal = 1', params: [] });
  if (skip !== 'inStore' && r.inStore) {
    out.push({ sql: 'EXISTS (SELECT 1 FROM inventory i WHERE i.product_id = b.id AND i.location_id = ? AND i.ats > 0)', params: [input.storeList] });
  }
  if (input.modelId && skip !== 'submodel' && r.submodel?.length) out.push(fitOr('submodel', input.modelId, r.submodel));
  if (input.modelId && skip !== 'engine' && r.engine?.length) out.push(fitOr('engine', input.modelId, r.engine));
  return out;
}

/** A statement over `hits` (the base rows narrowed by the refinements other than `skip`). */
function overHits(db: D1Database, input: SearchSqlInput, skip: FacetKey | undefined, tail: Fragment, extraCtes: Fragment[] = []): D1PreparedStatement {
  const base = baseCtes(input);
  const predicates = refinePredicates(input, skip);
  const where = predicates.length ? `WHERE ${predicates.map((p) => p.sql).join(' AND ')}` : '';
  const extra = extraCtes.map((c) => `,\n${c.sql}`).join('');
  const sql = `WITH RECURSIVE ${base.sql},\nhits AS MATERIALIZED (SELECT * FROM base b ${where})${extra}\n${tail.sql}`;
  const params = [...base.params, ...predicates.flatMap((p) => p.params), ...extraCtes.flatMap((c) => c.params), ...tail.params];
  return db.prepare(sql).bind(...params);
}

export interface FacetRow {
  value: string | number | null;
  n: number;
}

export interface FacetOptions {
  /** The category whose children the category refinement lists (null: none). */
  cgidParent: string | null;
  priceBounds: readonly number[];
  fitment: readonly string[];
  /** Whether to count the In Store refinement (sites that offer pickup). */
  inStore: boolean;
}

/**
 * The grouped (v, n) counts of one refinement over `hits`, plus the CTEs it needs. CROSS JOIN
 * keeps the small hit set driving; otherwise SQLite may walk a whole index of the other table.
 */
function facetPart(input: SearchSqlInput, key: FacetKey, options: FacetOptions): { part: Fragment; ctes: Fragment[] } | null {
  switch (key) {
    case 'cgid':
      if (!options.cgidParent) return null;
      return {
        ctes: [{ sql: 'branches(id, branch) AS (SELECT id, id FROM categories WHERE parent_id = ? AND online = 1 UNION ALL SELECT c.id, br.branch FROM categories c JOIN branches br ON c.parent_id = br.id)', params: [options.cgidParent] }],
        part: { sql: "SELECT br.branch AS v, COUNT(DISTINCT h.id) AS n FROM hits h CROSS JOIN product_categories pc ON pc.product_id = h.id CROSS JOIN branches br ON br.id = pc.category_id GROUP BY br.branch", params: [] },
      };
    case 'color':
    case 'size':
    case 'position':
      return {
        ctes: [],
        part: {
          sql: `SELECT v, COUNT(DISTINCT id) AS n FROM (SELECT h.id, h.${key} AS v FROM hits h WHERE h.${key} IS NOT NULL
                UNION ALL SELECT h.id, x.${key} FROM hits h CROSS JOIN products x ON x.master_id = h.id WHERE h.type = 'master' AND x.${key} IS NOT NULL) GROUP BY v`,
          params: [],
        },
      };
    case 'price': {
      const cases = options.priceBounds.map((_, i) => `WHEN price < ? THEN ${i}`).join(' ');
      return { ctes: [], part: { sql: `SELECT CASE ${cases} ELSE ${options.priceBounds.length} END AS v, COUNT(*) AS n FROM hits GROUP BY v`, params: [...options.priceBounds] } };
    }
    case 'deal':
      return { ctes: [], part: { sql: "SELECT 'true' AS v, COUNT(*) AS n FROM hits WHERE is_deal = 1", params: [] } };
    case 'inStore':
      if (!options.inStore) return null;
      return {
        ctes: [],
        part: { sql: "SELECT 'true' AS v, COUNT(*) AS n FROM hits h CROSS JOIN inventory i ON i.product_id = h.id AND i.location_id = ? AND i.ats > 0", params: [input.storeList] },
      };
    case 'submodel':
    case 'engine':
      if (!input.modelId || !options.fitment.includes(key)) return null;
      // Every option of the vehicle, with how many hits fit it (universal products fit all).
      return {
        ctes: [],
        part: {
          sql: `SELECT o.v, COUNT(h.id) AS n FROM (SELECT DISTINCT ${key} AS v FROM vehicle_configs WHERE model_id = ?) o
                LEFT JOIN hits h ON (h.universal = 1 OR EXISTS (SELECT 1 FROM fitments f WHERE f.model_id = ? AND f.product_id = h.id AND (f.${key} IS NULL OR f.${key} = o.v)))
                GROUP BY o.v`,
          params: [input.modelId, input.modelId],
        },
      };
  }
}

const FACET_KEYS: readonly FacetKey[] = ['cgid', 'color', 'size', 'position', 'price', 'deal', 'inStore', 'submodel', 'engine'];

function isSelected(input: SearchSqlInput, key: FacetKey): boolean {
  const value = input.refine[key];
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

/**
 * One SELECT of scalar subqueries, each refinement's counts as a JSON array of [value, count]:
 * D1 caps the terms of a compound SELECT, so UNION ALL of the parts is not an option.
 */
function columns(parts: { key: string; part: Fragment; ctes: Fragment[] }[], head: Fragment[]): { tail: Fragment; ctes: Fragment[] } {
  const facetColumns = parts.map((p) => ({ sql: `(SELECT json_group_array(json_array(v, n)) FROM (${p.part.sql})) AS "f_${p.key}"`, params: p.part.params }));
  const all = [...head, ...facetColumns];
  return { tail: { sql: `SELECT ${all.map((c) => c.sql).join(',\n')}`, params: all.flatMap((c) => c.params) }, ctes: parts.flatMap((p) => p.ctes) };
}

export interface SearchRows {
  total: number;
  ids: string[];
  /** With a vehicle: the hits it has bought most of (units > 0), best first, at most `badges`. */
  mostBought: string[];
  facets: Record<string, FacetRow[]>;
}

/**
 * Runs the search: total, one sorted page of product ids, and hit counts per refinement. One
 * statement computes the hits once and everything that uses all refinements (total, page, counts
 * of unselected refinements); each selected refinement adds one statement without its own filter.
 */
export async function runSearch(db: D1Database, input: SearchSqlInput, page: { sort: SortKey; offset: number; limit: number; badges: number }, options: FacetOptions): Promise<SearchRows> {
  const parts = (keys: readonly FacetKey[]) =>
    keys.flatMap((key) => {
      const part = facetPart(input, key, options);
      return part ? [{ key, ...part }] : [];
    });
  const open = columns(parts(FACET_KEYS.filter((key) => !isSelected(input, key))), [
    { sql: '(SELECT COUNT(*) FROM hits) AS total', params: [] },
    { sql: `(SELECT json_group_array(json_array(id, rn)) FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY ${ORDER[page.sort]}) AS rn FROM hits) WHERE rn > ? AND rn <= ?) AS ids`, params: [page.offset, page.offset + page.limit] },
    ...(input.modelId
      ? [{ sql: `(SELECT json_group_array(id) FROM (SELECT id FROM hits WHERE vehicle_units > 0 ORDER BY ${VEHICLE_ORDER} LIMIT ?)) AS most_bought`, params: [page.badges] }]
      : []),
  ]);
  const statements = [overHits(db, input, undefined, open.tail, open.ctes)];
  for (const key of FACET_KEYS.filter((k) => isSelected(input, k))) {
    const own = parts([key]);
    if (!own.length) continue;
    const one = columns(own, []);
    statements.push(overHits(db, input, key, one.tail, one.ctes));
  }
  const results = await db.batch<Record<string, string | number | null>>(statements);
  const rows = results.map((r) => r.results[0] ?? {});
  const first = rows[0] ?? {};
  const facets: Record<string, FacetRow[]> = {};
  for (const row of rows) {
    for (const [column, value] of Object.entries(row)) {
      if (!column.startsWith('f_')) continue;
      const pairs = JSON.parse(String(value ?? '[]')) as [string | number | null, number][];
      facets[column.slice(2)] = pairs.map(([v, n]) => ({ value: v, n: Number(n) }));
    }
  }
  const idPairs = JSON.parse(String(first.ids ?? '[]')) as [string, number][];
  const ids = idPairs.sort((a, b) => a[1] - b[1]).map(([id]) => id);
  const mostBought = JSON.parse(String(first.most_bought ?? '[]')) as string[];
  return { total: Number(first.total ?? 0), ids, mostBought, facets };
}

/** Product ids for the condensed hit list: every hit in best-seller order, capped. */
export async function runCondensedSearch(db: D1Database, input: SearchSqlInput, limit: number) {
  const statement = overHits(db, input, undefined, {
    sql: 'SELECT id, price, is_deal, color, size FROM hits ORDER BY units_sold DESC, id LIMIT ?',
    params: [limit],
  });
  const { results } = await statement.all<{ id: string; price: number; is_deal: number; color: string | null; size: string | null }>();
  return results;
}
