/** SQL for the product detail page and the Shopper Products API. Returns rows; the product service shapes them. */
import type { PartPosition } from '../../../shared/catalogue/part-position';

export interface DetailRowOptions {
  lang: string;
  currency: string;
  onlineList: string;
}

/** A product (the page's product or one of its set/bundle children) with price and online stock. */
export interface DetailProductRow {
  id: string;
  type: 'item' | 'master' | 'variant' | 'set' | 'bundle';
  master_id: string | null;
  part_number: string;
  primary_category_id: string;
  parent_category_id: string | null;
  weight_lb: number | null;
  units_sold: number;
  orderable: number;
  is_deal: number;
  universal: number;
  rating_average: number;
  rating_count: number;
  name: string;
  short_description: string | null;
  long_description: string | null;
  page_title: string | null;
  page_description: string | null;
  brand: string;
  list_minor: number | null;
  sale_minor: number | null;
  promotion_minor: number | null;
  /** Refundable core deposit in the currency (decision 284), null when the part has none. */
  core_deposit_minor: number | null;
  ats: number;
  position: PartPosition | null;
  pack_quantity: number;
  image_url: string | null;
  image_alt: string | null;
  /** The product's own out-of-stock text (site language, else English), or null. */
  out_of_stock_message: string | null;
  /** Set on children: the parent's id and the member quantity. */
  parent_id?: string;
  quantity?: number;
}

export interface VariationValueRow {
  master_id: string;
  attribute_id: string;
  attribute_name: string;
  value: string;
  name: string;
}

export interface VariantValueRow {
  variant_id: string;
  master_id: string;
  orderable: number;
  attribute_id: string;
  value: string;
  list_minor: number | null;
  sale_minor: number | null;
  promotion_minor: number | null;
  ats: number;
}

export interface DetailRows {
  product: DetailProductRow;
  images: { url: string; alt: string }[];
  attributes: { label: string; value: string }[];
  notes: string[];
  tiers: { quantity: number; price_minor: number }[];
  children: DetailProductRow[];
  variationValues: VariationValueRow[];
  variantValues: VariantValueRow[];
  vehicleCount: number;
  /** OE and other brands' numbers of the product (of its master for a variant), in order. */
  interchange?: InterchangeRow[];
}

export interface InterchangeRow {
  kind: 'oe' | 'aftermarket';
  brand: string;
  number: string;
}

const PRODUCT_COLUMNS = `p.id, p.type, p.master_id, p.part_number, p.primary_category_id, c.parent_id AS parent_category_id, p.weight_lb,
  p.units_sold, p.orderable, p.is_deal, p.universal, p.rating_average, p.rating_count, p.position, p.pack_quantity,
  COALESCE(t.name, e.name, p.id) AS name, COALESCE(t.short_description, e.short_description) AS short_description,
  COALESCE(t.long_description, e.long_description) AS long_description, COALESCE(t.page_title, e.page_title) AS page_title,
  COALESCE(t.page_description, e.page_description) AS page_description, b.name AS brand,
  pr.list_minor, pr.sale_minor, pr.promotion_minor, COALESCE(inv.ats, 0) AS ats, img.url AS image_url, img.alt AS image_alt,
  COALESCE(sm.message, sme.message) AS out_of_stock_message, cd.amount_minor AS core_deposit_minor`;

const PRODUCT_JOINS = `JOIN brands b ON b.id = p.brand_id
  JOIN categories c ON c.id = p.primary_category_id
  LEFT JOIN product_texts t ON t.product_id = p.id AND t.lang = ?2
  LEFT JOIN product_texts e ON e.product_id = p.id AND e.lang = 'en'
  LEFT JOIN prices pr ON pr.product_id = p.id AND pr.currency = ?3
  LEFT JOIN inventory inv ON inv.product_id = p.id AND inv.location_id = ?4
  LEFT JOIN product_images img ON img.product_id = p.id AND img.position = 0
  LEFT JOIN product_stock_messages sm ON sm.product_id = p.id AND sm.lang = ?2
  LEFT JOIN product_stock_messages sme ON sme.product_id = p.id AND sme.lang = 'en'
  LEFT JOIN product_core_deposits cd ON cd.product_id = p.id AND cd.currency = ?3`;

// Masters whose variations the page needs: the product's own (or its master's) and its children's.
const FAMILY = `SELECT COALESCE(master_id, id) AS id FROM products WHERE id = ?1
  UNION SELECT child_id FROM product_children WHERE parent_id = ?1`;

/**
 * Everything the detail page shows of one product, in one round trip: the product, its images,
 * attributes, notes, tiers, set/bundle children, variation values and variants (its own or its
 * master's, and its children's), and how many base vehicles it fits. Null for an unknown id.
 */
export async function getDetailRows(db: D1Database, id: string, options: DetailRowOptions): Promise<DetailRows | null> {
  const { lang, currency, onlineList } = options;
  const full = (sql: string) => db.prepare(sql).bind(id, lang, currency, onlineList);
  const byId = (sql: string) => db.prepare(sql).bind(id);
  const [product, images, attributes, notes, tiers, children, variationValues, variantValues, vehicles, interchange] = await db.batch([
    full(`SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_JOINS} WHERE p.id = ?1`),
    byId('SELECT url, alt FROM product_images WHERE product_id = ?1 ORDER BY position'),
    byId('SELECT label, value FROM product_attributes WHERE product_id = ?1 ORDER BY position'),
    byId('SELECT note FROM product_notes WHERE product_id = ?1 ORDER BY position'),
    db.prepare('SELECT quantity, price_minor FROM price_tiers WHERE product_id = ?1 AND currency = ?2 ORDER BY quantity').bind(id, currency),
    full(`SELECT ${PRODUCT_COLUMNS}, pc.parent_id, pc.quantity FROM product_children pc JOIN products p ON p.id = pc.child_id ${PRODUCT_JOINS}
           WHERE pc.parent_id = ?1 ORDER BY pc.position`),
    byId(`SELECT master_id, attribute_id, attribute_name, value, name FROM variation_values
           WHERE master_id IN (${FAMILY}) ORDER BY master_id, attribute_id, position`),
    db
      .prepare(
        `SELECT p.id AS variant_id, p.master_id, p.orderable, vv.attribute_id, vv.value, pr.list_minor, pr.sale_minor, pr.promotion_minor, COALESCE(inv.ats, 0) AS ats
           FROM products p JOIN variant_values vv ON vv.variant_id = p.id
           LEFT JOIN prices pr ON pr.product_id = p.id AND pr.currency = ?2
           LEFT JOIN inventory inv ON inv.product_id = p.id AND inv.location_id = ?3
          WHERE p.master_id IN (${FAMILY}) ORDER BY p.id`,
      )
      .bind(id, currency, onlineList),
    byId(`SELECT COUNT(DISTINCT model_id) AS count FROM fitments WHERE product_id = ?1`),
    byId(`SELECT kind, brand, number FROM product_interchange
           WHERE product_id = (SELECT COALESCE(master_id, id) FROM products WHERE id = ?1) ORDER BY position`),
  ]);
  const row = product?.results[0] as DetailProductRow | undefined;
  if (!row) return null;
  return {
    product: row,
    images: (images?.results ?? []) as DetailRows['images'],
    attributes: (attributes?.results ?? []) as DetailRows['attributes'],
    notes: ((notes?.results ?? []) as { note: string }[]).map((n) => n.note),
    tiers: (tiers?.results ?? []) as DetailRows['tiers'],
    children: (children?.results ?? []) as DetailProductRow[],
    variationValues: (variationValues?.results ?? []) as VariationValueRow[],
    variantValues: (variantValues?.results ?? []) as VariantValueRow[],
    vehicleCount: ((vehicles?.results[0] as { count: number } | undefined)?.count ?? 0),
    interchange: (interchange?.results ?? []) as InterchangeRow[],
  };
}

export interface FitmentSpecRow {
  submodel: string | null;
  engine: string | null;
  note: string | null;
}

/** A product's fitment rows for one base vehicle (fitment specs of the page's vehicle). */
export async function fitmentSpecRows(db: D1Database, productId: string, modelId: string): Promise<FitmentSpecRow[]> {
  const { results } = await db
    .prepare('SELECT submodel, engine, note FROM fitments WHERE product_id = ?1 AND model_id = ?2 ORDER BY submodel, engine')
    .bind(productId, modelId)
    .all<FitmentSpecRow>();
  return results;
}

export interface CompatibleVehicleRow {
  model_id: string;
  year: number;
  make_name: string;
  model_name: string;
  submodel: string | null;
  engine: string | null;
  note: string | null;
}

/**
 * One page of the vehicles a product fits, newest first, optionally filtered by a LIKE pattern on
 * "year make model trim engine"; with the total of matching rows.
 */
export async function compatibleVehicleRows(
  db: D1Database,
  productId: string,
  options: { like: string | null; limit: number; offset: number },
): Promise<{ total: number; rows: CompatibleVehicleRow[] }> {
  const where = `f.product_id = ?1 AND (?2 IS NULL OR (v.year || ' ' || v.make_name || ' ' || v.model_name || ' ' || COALESCE(f.submodel, '') || ' ' || COALESCE(f.engine, '')) LIKE ?2 ESCAPE '\\')`;
  const [count, page] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS total FROM fitments f JOIN vehicle_models v ON v.id = f.model_id WHERE ${where}`).bind(productId, options.like),
    db
      .prepare(
        `SELECT f.model_id, v.year, v.make_name, v.model_name, f.submodel, f.engine, f.note
           FROM fitments f JOIN vehicle_models v ON v.id = f.model_id
          WHERE ${where}
          ORDER BY v.year DESC, v.make_name, v.model_name, f.submodel, f.engine LIMIT ?3 OFFSET ?4`,
      )
      .bind(productId, options.like, options.limit, options.offset),
  ]);
  return { total: (count?.results[0] as { total: number } | undefined)?.total ?? 0, rows: (page?.results ?? []) as CompatibleVehicleRow[] };
}

/** Every fitment row of a product (the Shopper Products c_custitem_fitment text). */
export async function allFitmentRows(db: D1Database, productId: string): Promise<({ model_id: string } & FitmentSpecRow)[]> {
  const { results } = await db
    .prepare('SELECT model_id, submodel, engine, note FROM fitments WHERE product_id = ?1 ORDER BY model_id, submodel, engine')
    .bind(productId)
    .all<{ model_id: string } & FitmentSpecRow>();
  return results;
}
