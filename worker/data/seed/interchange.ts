/**
 * Interchange numbers of a seeded part (issue 30): the OE numbers it replaces, one per carmaker it
 * fits (at most two, from its first fitted line of each), and the numbers of two aftermarket brands.
 * Variants carry none: lists and search show their master.
 */
import { partNumberKey } from '../../../shared/catalogue/part-number-key.ts';
import { rng } from './hash.ts';
import { AFTERMARKET_BRANDS, aftermarketNumber, oeNumber } from './interchange-formats.ts';
import type { Product } from './products.ts';
import type { SqlValue } from './sql.ts';
import type { VehicleCatalog } from './vehicles.ts';

export const INTERCHANGE_COLUMNS = ['product_id', 'position', 'kind', 'brand', 'number', 'number_key'];

const MAX_OE_MAKES = 2;
// Makes a universal part's OE number is drawn from (the best sellers of fitments.ts).
const UNIVERSAL_MAKES = ['toyota', 'honda', 'ford', 'chevrolet', 'nissan', 'hyundai'];

/** The slot index in a product id ('AX-BRK-100042' → 42). */
function slotIndex(productId: string): number {
  return Number(productId.slice(productId.lastIndexOf('-') + 1)) - 100_000;
}

// Models by id, built once per catalogue (a make slug may hold dashes, so ids are not split).
const MODELS = new WeakMap<VehicleCatalog, Map<string, VehicleCatalog['models'][number]>>();
function modelsById(catalog: VehicleCatalog) {
  let map = MODELS.get(catalog);
  if (!map) MODELS.set(catalog, (map = new Map(catalog.models.map((m) => [m.id, m] as const))));
  return map;
}

/** product_interchange rows of one product, given its fitment rows ([product_id, model_id, …]). */
export function interchangeRows(product: Product, fitmentRows: readonly SqlValue[][], catalog: VehicleCatalog): SqlValue[][] {
  if (product.type === 'variant') return [];
  const byId = modelsById(catalog);
  const oe: { make: string; makeSlug: string; modelSlug: string }[] = [];
  for (const row of fitmentRows) {
    const model = byId.get(row[1] as string);
    if (!model || oe.some((o) => o.makeSlug === model.makeSlug)) continue;
    oe.push({ make: model.makeName, makeSlug: model.makeSlug, modelSlug: model.modelSlug });
    if (oe.length === MAX_OE_MAKES) break;
  }
  if (oe.length === 0) {
    const makeSlug = rng('interchange', product.id).pick(UNIVERSAL_MAKES);
    const line = catalog.makes.get(makeSlug)?.[0];
    oe.push({ make: line?.makeName ?? makeSlug, makeSlug, modelSlug: '' });
  }
  const rows: SqlValue[][] = [];
  const add = (kind: 'oe' | 'aftermarket', brand: string, number: string) =>
    rows.push([product.id, rows.length, kind, brand, number, partNumberKey(number)]);
  for (const o of oe) add('oe', o.make, oeNumber(o.makeSlug, product.leaf.id, o.modelSlug));
  const top = product.leaf.top.id;
  const specific = AFTERMARKET_BRANDS.filter((b) => b.tops.includes(top));
  const general = AFTERMARKET_BRANDS.filter((b) => b.tops.includes('*'));
  const index = slotIndex(product.id);
  for (const brand of [...specific, ...general].slice(0, 2)) add('aftermarket', brand.name, aftermarketNumber(brand, index));
  return rows;
}
