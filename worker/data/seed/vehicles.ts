/** Base vehicles (year/make/model) and their trim/engine configurations from the vPIC export. */
import { parseCsv } from './csv.ts';
import { rng } from './hash.ts';
import { engineFor, parseEngines } from './vehicle-engines.ts';
import { makeDisplayName, slugify } from '../../../shared/vehicles/vehicle-levels.ts';

// The seed builds ids and names with the same rules the store parses them by.
export { makeDisplayName, slugify };

export const FIRST_YEAR = 2010;
export const LAST_YEAR = 2025;

export interface VehicleModel {
  id: string;
  year: number;
  makeSlug: string;
  makeName: string;
  modelSlug: string;
  modelName: string;
}

export interface VehicleConfig {
  modelId: string;
  submodel: string;
  engine: string;
}

/** One model name of a make with the model years it was sold. */
export interface ModelLine {
  makeSlug: string;
  makeName: string;
  modelSlug: string;
  modelName: string;
  years: number[];
}

export interface VehicleCatalog {
  lines: ModelLine[];
  makes: Map<string, ModelLine[]>;
  models: VehicleModel[];
  configs: Map<string, VehicleConfig[]>;
}

// Heavy trucks, cab codes, hearses, markets outside North America and comma-joined series names.
const DENY = new Set([
  "Ford|'34", 'Ford|F-600', 'Cadillac|Hearse', 'Cadillac|Limousine', 'Chevrolet|BrightDrop',
  'Chevrolet|Matiz', 'Chevrolet|Onix', 'Dodge|Ram Chassis Cab', 'Fiat|Ducato', 'GMC|Cruise Origin AV',
  'Hyundai|Xcient', 'Tesla|Semi', 'Volvo|C70 / C30', 'Volvo|Cab Behind Engine',
  'Volvo|Cab Over Engine HT', 'Volvo|Cab Over Engine LT', 'Volvo|F12 w/F7 Cab', 'Volvo|F6 w/F7 Cab',
  'Volvo|VS', 'Volvo|VT',
]);
const DENY_PATTERNS = [/^L[PS]*\d{4}$/, /,/];

// Display casing that plain title case gets wrong.

const TRIMS: Record<string, readonly string[]> = {
  honda: ['LX', 'EX', 'EX-L', 'Sport', 'Touring'],
  acura: ['Base', 'Technology', 'A-Spec', 'Advance'],
  toyota: ['L', 'LE', 'SE', 'XLE', 'XSE', 'Limited'],
  lexus: ['Base', 'Premium', 'F Sport', 'Luxury'],
  ford: ['S', 'SE', 'SEL', 'Titanium', 'XLT', 'Limited'],
  chevrolet: ['LS', 'LT', 'Premier', 'RS'],
  gmc: ['SLE', 'SLT', 'AT4', 'Denali'],
  nissan: ['S', 'SV', 'SL', 'SR', 'Platinum'],
  hyundai: ['SE', 'SEL', 'Limited', 'N Line'],
  kia: ['LX', 'EX', 'S', 'GT-Line'],
  mazda: ['Sport', 'Touring', 'Grand Touring'],
  subaru: ['Base', 'Premium', 'Limited', 'Sport'],
  volkswagen: ['S', 'SE', 'SEL'],
  ram: ['Tradesman', 'Big Horn', 'Laramie', 'Limited'],
  jeep: ['Sport', 'Latitude', 'Limited', 'Trailhawk'],
  dodge: ['SE', 'SXT', 'GT', 'R/T'],
};
const DEFAULT_TRIMS = ['Base', 'Premium', 'Sport', 'Limited'];

/** True when a make/model pair is noise rather than a passenger vehicle. */
export function isDenied(make: string, model: string): boolean {
  return DENY.has(`${make}|${model}`) || DENY_PATTERNS.some((re) => re.test(model));
}

/** Model id, e.g. "2019-honda-civic". */
export function modelId(year: number, makeSlug: string, modelSlug: string): string {
  return `${year}-${makeSlug}-${modelSlug}`;
}

/** Parses both vehicle CSVs into model lines, base vehicles and configurations. */
export function buildVehicleCatalog(vehiclesCsv: string, enginesCsv: string): VehicleCatalog {
  const engines = parseEngines(enginesCsv);
  const lines: ModelLine[] = [];
  const makes = new Map<string, ModelLine[]>();
  const models: VehicleModel[] = [];
  const configs = new Map<string, VehicleConfig[]>();
  for (const [make = '', model = '', , , yearList = ''] of parseCsv(vehiclesCsv)) {
    if (!make || !model || isDenied(make, model)) continue;
    const makeSlug = slugify(make);
    const modelSlug = slugify(model);
    // A year already taken by an earlier row with the same slugs is skipped, so ids stay unique.
    const years = yearList
      .split(',')
      .map(Number)
      .filter((y) => y >= FIRST_YEAR && y <= LAST_YEAR && !configs.has(modelId(y, makeSlug, modelSlug)));
    if (!modelSlug || years.length === 0) continue;
    const line = { makeSlug, makeName: makeDisplayName(make), modelSlug, modelName: model, years };
    lines.push(line);
    makes.set(makeSlug, [...(makes.get(makeSlug) ?? []), line]);
    const r = rng('trims', `${makeSlug}|${modelSlug}`);
    const pool = TRIMS[makeSlug] ?? DEFAULT_TRIMS;
    const trims = r.sample(pool, r.int(1, Math.min(4, pool.length)));
    trims.sort((a, b) => pool.indexOf(a) - pool.indexOf(b));
    for (const year of years) {
      const id = modelId(year, makeSlug, modelSlug);
      models.push({ id, year, makeSlug, makeName: line.makeName, modelSlug, modelName: model });
      const list = engineFor(engines, make, model, year);
      configs.set(
        id,
        trims.flatMap((submodel) => list.map((engine) => ({ modelId: id, submodel, engine }))),
      );
    }
  }
  return { lines, makes, models, configs };
}
