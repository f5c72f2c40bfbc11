/** Streams the whole seed as SQL statements in foreign-key-safe order. */
import { BRAND_COLUMNS, brandRows } from './brands.ts';
import { CORE_DEPOSIT_COLUMNS, coreDepositRows } from './core-deposits.ts';
import { CATEGORY_COLUMNS, CATEGORY_TEXT_COLUMNS, NEW_ARRIVALS_ID, categoryRows } from './categories.ts';
import { FITMENT_COLUMNS, fitmentRows } from './fitments.ts';
import { INTERCHANGE_COLUMNS, interchangeRows } from './interchange.ts';
import { INVENTORY_COLUMNS, inventoryRows } from './inventory.ts';
import { PRICE_COLUMNS, PRICE_TIER_COLUMNS, priceRows } from './prices.ts';
import * as details from './product-details.ts';
import { slotAt, slotLeaf } from './product-slots.ts';
import { slotProducts, type Product } from './products.ts';
import { REVIEW_COLUMNS, reviewRows, withSeedReviews } from './reviews.ts';
import { SCALE_PRODUCTS, seedLabel, type SeedScale } from './scale.ts';
import { MAX_STATEMENT_CHARS, insertStatements, type SqlValue } from './sql.ts';
import { STOCK_MESSAGE_COLUMNS, stockMessageRows } from './stock-messages.ts';
import { POSTAL_COLUMNS, STORES, STORE_COLUMNS, STORE_HOURS_COLUMNS, parsePostalCentroids, postalKey, storeHourRows, storeRows } from './stores.ts';
import { buildVehicleCatalog, type VehicleCatalog } from './vehicles.ts';
import { VEHICLE_UNITS_COLUMNS, vehicleUnitsRows } from './vehicle-units.ts';
import { CONTENT_COLUMNS, contentRows } from './content.ts';

export interface SeedInput {
  vehiclesCsv: string;
  enginesCsv: string;
  postalCsv: string;
  scale?: SeedScale;
  /**
   * Upper bound on one statement's length (default 85,000 characters, under D1's 100 KB limit).
   * wrangler's SQL file splitter slows down with statement length, so file-based seeding uses less.
   */
  maxStatementChars?: number;
}

type Insert = (table: string, columns: readonly string[], rows: Iterable<readonly SqlValue[]>) => Generator<string>;

// Products are generated and written this many slots at a time, so memory stays flat at bench scale.
const CHUNK_SLOTS = 250;

/** Categories that will hold products: every slot's product's leaf, plus new arrivals when any product is new. */
function populatedCategories(slots: number): Set<string> {
  const ids = new Set<string>();
  for (let i = 0; i < slots; i++) ids.add(slotLeaf(slotAt(i)).id);
  for (let i = 0; i < slots && !ids.has(NEW_ARRIVALS_ID); i++) {
    if (slotProducts(i).some((p) => p.categories.includes(NEW_ARRIVALS_ID))) ids.add(NEW_ARRIVALS_ID);
  }
  return ids;
}

function* productChunkStatements(insert: Insert, generated: Product[], catalog: VehicleCatalog): Generator<string> {
  // Ratings come from the seeded reviews, so cards and the reviews panel agree.
  const { products, reviews } = withSeedReviews(generated);
  const each = (fn: (p: Product) => SqlValue[][]) => products.flatMap(fn);
  yield* insert('products', details.PRODUCT_COLUMNS, products.map(details.productRow));
  yield* insert('product_texts', details.PRODUCT_TEXT_COLUMNS, each(details.productTextRows));
  yield* insert('product_categories', details.PRODUCT_CATEGORY_COLUMNS, each(details.productCategoryRows));
  yield* insert('variation_values', details.VARIATION_VALUE_COLUMNS, each(details.variationValueRows));
  yield* insert('variant_values', details.VARIANT_VALUE_COLUMNS, each(details.variantValueRows));
  yield* insert('product_children', details.PRODUCT_CHILD_COLUMNS, each(details.productChildRows));
  yield* insert('product_images', details.PRODUCT_IMAGE_COLUMNS, each(details.productImageRows));
  yield* insert('product_attributes', details.PRODUCT_ATTRIBUTE_COLUMNS, each(details.productAttributeRows));
  yield* insert('product_notes', details.PRODUCT_NOTE_COLUMNS, each(details.productNoteRows));
  yield* insert('product_stock_messages', STOCK_MESSAGE_COLUMNS, each(stockMessageRows));
  const prices = products.map(priceRows);
  yield* insert('prices', PRICE_COLUMNS, prices.flatMap((p) => p.prices));
  yield* insert('price_tiers', PRICE_TIER_COLUMNS, prices.flatMap((p) => p.tiers));
  yield* insert('product_core_deposits', CORE_DEPOSIT_COLUMNS, each(coreDepositRows));
  yield* insert('inventory', INVENTORY_COLUMNS, each((p) => inventoryRows(p, STORES)));
  const fitted = products.map((p) => [p, fitmentRows(p, catalog)] as const);
  yield* insert('fitments', FITMENT_COLUMNS, fitted.flatMap(([, rows]) => rows));
  yield* insert('product_interchange', INTERCHANGE_COLUMNS, fitted.flatMap(([p, rows]) => interchangeRows(p, rows, catalog)));
  yield* insert('vehicle_units_seeded', VEHICLE_UNITS_COLUMNS, fitted.flatMap(([p, rows]) => vehicleUnitsRows(p, rows)));
  yield* insert('reviews', REVIEW_COLUMNS, reviewRows(reviews));
}

// Every table the seed fills, parents before children.
export const SEED_TABLES = [
  'categories', 'category_texts', 'vehicle_models', 'vehicle_configs', 'brands', 'stores', 'store_hours',
  'products', 'product_texts', 'product_categories', 'variation_values', 'variant_values', 'product_children',
  'product_images', 'product_attributes', 'product_notes', 'product_stock_messages', 'prices', 'price_tiers', 'product_core_deposits', 'inventory', 'fitments',
  'product_interchange', 'vehicle_units_seeded', 'reviews', 'postal_centroids', 'content_entries', 'seed_meta',
] as const;

/**
 * A seed file runs as one transaction, and shopper data points at seeded rows (basket lines at
 * products). Each file therefore defers foreign-key checks to its commit and, last, drops the basket
 * lines whose product the new catalog no longer has: a re-seed keeps carts instead of failing.
 */
export const SEED_FILE_OPENING = 'PRAGMA defer_foreign_keys = true;';
export const SEED_FILE_CLOSING = 'DELETE FROM basket_items WHERE product_id NOT IN (SELECT id FROM products);';

/** DELETE statements emptying every seeded table, children first (seed_meta goes first of all). */
export function clearSeedStatements(): string[] {
  const order = ['seed_meta', ...SEED_TABLES.filter((t) => t !== 'seed_meta').reverse()];
  return order.map((table) => `DELETE FROM ${table};`);
}

/**
 * SQL statements (multi-row INSERTs with literal values, each well under D1's size limit) that
 * fill an empty catalog schema. Deterministic: the same input always yields the same statements.
 */
export function* generateSeedStatements(input: SeedInput): Generator<string> {
  const scale = input.scale ?? 'default';
  const insert: Insert = (table, columns, rows) => insertStatements(table, columns, rows, input.maxStatementChars ?? MAX_STATEMENT_CHARS);
  const slots = SCALE_PRODUCTS[scale];
  const catalog = buildVehicleCatalog(input.vehiclesCsv, input.enginesCsv);
  const centroids = parsePostalCentroids(input.postalCsv);
  const centroidByKey = new Map(centroids.map((c) => [c.code, c]));
  if (!STORES.every((s) => centroidByKey.has(postalKey(s.country, s.postalCode)))) {
    throw new Error('a store postal code is missing from the postal centroids');
  }

  const { categories, texts } = categoryRows(populatedCategories(slots));
  yield* insert('categories', CATEGORY_COLUMNS, categories);
  yield* insert('category_texts', CATEGORY_TEXT_COLUMNS, texts);
  yield* insert('vehicle_models', ['id', 'year', 'make_slug', 'make_name', 'model_slug', 'model_name'],
    catalog.models.map((m) => [m.id, m.year, m.makeSlug, m.makeName, m.modelSlug, m.modelName]));
  yield* insert('vehicle_configs', ['model_id', 'submodel', 'engine'],
    [...catalog.configs.values()].flat().map((c) => [c.modelId, c.submodel, c.engine]));
  yield* insert('brands', BRAND_COLUMNS, brandRows());
  yield* insert('stores', STORE_COLUMNS, storeRows(centroidByKey));
  yield* insert('store_hours', STORE_HOURS_COLUMNS, storeHourRows());

  for (let start = 0; start < slots; start += CHUNK_SLOTS) {
    const products: Product[] = [];
    for (let i = start; i < Math.min(slots, start + CHUNK_SLOTS); i++) products.push(...slotProducts(i));
    yield* productChunkStatements(insert, products, catalog);
  }

  yield* insert('postal_centroids', POSTAL_COLUMNS, centroids.map((c) => [c.code, c.country, c.region, c.latitude, c.longitude]));
  yield* insert('content_entries', CONTENT_COLUMNS, contentRows());
  // Written last: a seed that stopped half-way is not mistaken for a finished one.
  yield* insert('seed_meta', ['key', 'value'], [['seed', seedLabel(scale)]]);
}
