/** Fitment rows: which base vehicles a product fits, with optional trim/engine qualifiers and notes. */
import { noteKey, type NoteCode } from '../../../shared/catalogue/catalogue-notes.ts';
import { rng, type Rng } from './hash.ts';
import type { Product } from './products.ts';
import type { SqlValue } from './sql.ts';
import { isCombustionOnly } from './taxonomy.ts';
import { modelId, type ModelLine, type VehicleCatalog } from './vehicles.ts';

export const FITMENT_COLUMNS = ['product_id', 'model_id', 'submodel', 'engine', 'note'];

// Relative popularity of makes in North American parts sales; unlisted makes weigh 1.
const MAKE_POPULARITY: Record<string, number> = {
  toyota: 10, honda: 10, ford: 10, chevrolet: 9, nissan: 7, hyundai: 6, kia: 5, jeep: 5, ram: 5, gmc: 5,
  subaru: 5, mazda: 4, volkswagen: 4, dodge: 4, bmw: 3, 'mercedes-benz': 3, audi: 3, lexus: 3, acura: 2,
  buick: 2, cadillac: 2, chrysler: 2, infiniti: 2, lincoln: 2, mitsubishi: 2, volvo: 2, tesla: 2,
};
const ELECTRIC_MAKES = new Set(['tesla', 'polestar']);

// Makes that share platforms, so one part often fits both.
const SISTER_MAKES: Record<string, readonly string[]> = {
  chevrolet: ['gmc', 'buick', 'cadillac'], gmc: ['chevrolet'], buick: ['chevrolet'], cadillac: ['chevrolet'],
  toyota: ['lexus'], lexus: ['toyota'], honda: ['acura'], acura: ['honda'], hyundai: ['kia', 'genesis'],
  kia: ['hyundai'], genesis: ['hyundai'], ford: ['lincoln'], lincoln: ['ford'], nissan: ['infiniti'],
  infiniti: ['nissan'], volkswagen: ['audi'], audi: ['volkswagen', 'porsche'], dodge: ['chrysler', 'jeep', 'ram'],
  chrysler: ['dodge'], jeep: ['dodge', 'ram'], ram: ['dodge', 'jeep'], mazda: ['ford'], subaru: ['toyota'],
};

// Qualifier notes of a fitment row, as note codes (shared/catalogue/catalogue-notes.ts).
const NOTES: readonly NoteCode[] = [
  'without-sport-package', 'with-sport-package', 'excludes-hybrid', 'automatic-transmission',
  'manual-transmission', '4wd-only', '2wd-only', 'towing-package',
  'built-after', 'check-vin', 'heavy-duty-brakes', 'except-performance-trim',
];

/** A row's note: a dated one names a production month within the row's model year. */
function fitmentNote(code: NoteCode, productId: string, modelIdOfRow: string, year: number): string {
  if (code !== 'built-after') return noteKey(code);
  // Its own stream, so the product's fitment draws stay as they are.
  return noteKey(code, { year, month: rng('fitment-note', `${productId}:${modelIdOfRow}`).int(2, 11) });
}

// The demo vehicle: showcase products fit these Honda lines over these years.
const SHOWCASE_MODELS = ['civic', 'civic-si', 'accord', 'cr-v', 'hr-v', 'fit', 'insight'];

interface Plan {
  lines: ModelLine[];
  from: number;
  to: number;
}

function plan(r: Rng, product: Product, catalog: VehicleCatalog): Plan {
  if (product.showcase) {
    const honda = catalog.makes.get('honda') ?? [];
    const civic = honda.filter((l) => l.modelSlug === 'civic');
    const others = r.sample(honda.filter((l) => SHOWCASE_MODELS.includes(l.modelSlug) && l.modelSlug !== 'civic'), r.int(0, 2));
    return { lines: [...civic, ...others], from: r.int(2012, 2019), to: r.int(2019, 2024) };
  }
  const combustionOnly = isCombustionOnly(product.leaf);
  const makes = [...catalog.makes.keys()]
    .filter((m) => !(combustionOnly && ELECTRIC_MAKES.has(m)))
    .map((m) => [m, MAKE_POPULARITY[m] ?? 1] as const);
  const make = r.weighted(makes);
  const chosen = r.sample(catalog.makes.get(make) ?? [], r.int(3, 8));
  const sisters = SISTER_MAKES[make];
  if (sisters && r.chance(0.6)) chosen.push(...r.sample(catalog.makes.get(r.pick(sisters)) ?? [], r.int(1, 3)));
  const years = chosen[0]?.years ?? [2018];
  const from = r.pick(years) - r.int(0, 4);
  return { lines: chosen, from, to: from + r.int(5, 14) };
}

/** fitments rows for one product (none for universal products). */
export function fitmentRows(product: Product, catalog: VehicleCatalog): SqlValue[][] {
  if (product.universal) return [];
  const r = rng('fitment', product.fitmentKey);
  const { lines, from, to } = plan(r, product, catalog);
  const combustionOnly = isCombustionOnly(product.leaf);
  const rows: SqlValue[][] = [];
  for (const line of lines) {
    for (const year of line.years) {
      if (year < from || year > to) continue;
      const id = modelId(year, line.makeSlug, line.modelSlug);
      const configs = catalog.configs.get(id) ?? [];
      if (combustionOnly && configs.every((c) => c.engine === 'Electric')) continue;
      // The demo Civic rows stay unqualified so every 2019 Civic matches them.
      const demo = product.showcase && line.modelSlug === 'civic';
      let submodel: string | null = null;
      let engine: string | null = null;
      if (!demo && configs.length > 0 && r.chance(0.25)) {
        const config = r.pick(configs);
        const mode = r.next();
        if (mode < 0.45) submodel = config.submodel;
        else if (mode < 0.85) engine = config.engine;
        else ({ submodel, engine } = config);
      }
      const code = !demo && r.chance(0.1) ? r.pick(NOTES) : null;
      // A row qualified as a hybrid is never noted as excluding hybrids.
      const contradicts = code === 'excludes-hybrid' && /hybrid/i.test(`${submodel ?? ''} ${engine ?? ''}`);
      const note = code && !contradicts ? fitmentNote(code, product.id, id, year) : null;
      rows.push([product.id, id, submodel, engine, note]);
    }
  }
  return rows;
}
