/** Invented part brands, each with the top categories it makes parts for. */
import type { Rng } from './hash.ts';

export interface Brand {
  id: string;
  name: string;
  /** Prefix of the brand's part numbers. */
  code: string;
  tops: readonly string[];
}

// [name, part-number prefix, top categories ('*' = every category)]
const BRAND_SPECS: [string, string, string][] = [
  ['Torqline', 'TQ', 'engine drivetrain'],
  ['Stopwell Pro', 'SW', 'brakes'],
  ['Veltrane', 'VT', 'suspension-steering'],
  ['Northbeam', 'NB', 'electrical-lighting'],
  ['Purivane', 'PV', 'filters'],
  ['Kestrel Motorworks', 'KM', 'engine exhaust'],
  ['Arcwell', 'AW', 'electrical-lighting'],
  ['Glidemark', 'GK', 'suspension-steering drivetrain'],
  ['Corvane', 'CV', 'cooling-heating'],
  ['Ridgefield Auto', 'RF', 'exterior-body'],
  ['Lumacore', 'LC', 'electrical-lighting exterior-body'],
  ['Ferrotek', 'FT', 'brakes suspension-steering'],
  ['Voltmere', 'VM', 'electrical-lighting tools-garage'],
  ['Sablefin', 'SF', 'interior-accessories'],
  ['Quillon Fluids', 'QF', 'fluids-chemicals'],
  ['Halvorsen Tools', 'HT', 'tools-garage'],
  ['Bravik', 'BV', 'exhaust'],
  ['Coldharbor', 'CH', 'cooling-heating'],
  ['Tessary', 'TS', 'interior-accessories exterior-body'],
  ['Nordgrip', 'NG', 'interior-accessories exterior-body tools-garage'],
  ['Oakridge Garage', 'OG', 'tools-garage'],
  ['Maxifil', 'MX', 'filters fluids-chemicals'],
  ['Pellworth', 'PW', 'drivetrain engine cooling-heating'],
  ['Zentara', 'ZT', 'brakes electrical-lighting'],
  ['Axle Select', 'AX', '*'],
];

export const BRANDS: readonly Brand[] = BRAND_SPECS.map(([name, code, tops]) => ({
  id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  code,
  tops: tops.split(' '),
}));

const BY_TOP = new Map<string, Brand[]>();
for (const brand of BRANDS) {
  for (const top of brand.tops) BY_TOP.set(top, [...(BY_TOP.get(top) ?? []), brand]);
}
const EVERYWHERE = BY_TOP.get('*') ?? [];

/** A brand that makes parts for the given top category (the store brand is always a candidate). */
export function pickBrand(r: Rng, topId: string): Brand {
  return r.pick([...(BY_TOP.get(topId) ?? []), ...EVERYWHERE]);
}

export const BRAND_COLUMNS = ['id', 'name'];

/** brands table rows. */
export function brandRows(): [string, string][] {
  return BRANDS.map((b) => [b.id, b.name]);
}
