/** Vehicle levels and ids (document 2 §3): year → make → model, each with id, value, name, label. */

/** One level of a vehicle as the selector lists it and the garage stores it. */
export interface VehicleLevel {
  /** Year id '2019', make id '2019-honda', model id '2019-honda-civic' (lower case). */
  id: string;
  /** Equal to the id; the model's value is the landing route segment. */
  value: string;
  /** Display name ('2019', 'Honda', 'Civic'). */
  name: string;
  /** Option label; the same text as the name. */
  label: string;
}

/** A base vehicle: the three levels. */
export interface Vehicle {
  year: VehicleLevel;
  make: VehicleLevel;
  model: VehicleLevel;
}

/** One sub-model (trim) and engine configuration of a base vehicle. */
export interface VehicleConfig {
  submodel: string;
  engine: string;
}

// Display casing that plain title case gets wrong (document 2 §3 plus MINI, as the catalogue spells it).
const SPECIAL_MAKE_NAMES: Record<string, string> = {
  'am general': 'AM General',
  bmw: 'BMW',
  gmc: 'GMC',
  infiniti: 'Infiniti',
  'mercedes-benz': 'Mercedes-Benz',
  'mercedes benz': 'Mercedes-Benz',
  mini: 'MINI',
};

const YEAR_ID = /^\d{4}$/;
const MAKE_ID = /^(\d{4})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** URL slug: lower case, spaces and slashes to '-', other punctuation dropped (as the seed builds ids). */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\s/]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Display name of a make: the special casings, else title case of each word. */
export function makeDisplayName(make: string): string {
  const key = make.trim().toLowerCase();
  const special = SPECIAL_MAKE_NAMES[key];
  if (special) return special;
  return key.replace(/(^|[\s-])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** Model id {year}-{make}-{model}, lower case. */
export function buildModelId(year: number | string, makeSlug: string, modelSlug: string): string {
  return `${year}-${slugify(makeSlug)}-${slugify(modelSlug)}`;
}

/** Make id {year}-{make}. */
export function buildMakeId(year: number | string, makeSlug: string): string {
  return `${year}-${slugify(makeSlug)}`;
}

/** True for a four-digit year id. */
export function isYearId(value: string): boolean {
  return YEAR_ID.test(value);
}

/** Year and make slug of a make id, or null when it is not one. */
export function parseMakeId(value: string): { year: number; makeSlug: string } | null {
  const match = MAKE_ID.exec(value);
  return match ? { year: Number(match[1]), makeSlug: match[2] as string } : null;
}

function level(id: string, name: string): VehicleLevel {
  return { id, value: id, name, label: name };
}

/** The year level. */
export function yearLevel(year: number): VehicleLevel {
  return level(String(year), String(year));
}

/** The make level of a year. */
export function makeLevel(year: number, makeSlug: string, makeName: string): VehicleLevel {
  return level(buildMakeId(year, makeSlug), makeName);
}

/** The model level of a year and make. */
export function modelLevel(year: number, makeSlug: string, modelSlug: string, modelName: string): VehicleLevel {
  return level(buildModelId(year, makeSlug, modelSlug), modelName);
}

/** "year make model" of a base vehicle. */
export function vehicleName(vehicle: Vehicle): string {
  return `${vehicle.year.name} ${vehicle.make.name} ${vehicle.model.name}`;
}
