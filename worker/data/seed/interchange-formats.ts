/**
 * Part-number formats for interchange (decision 282): how each carmaker writes its original
 * equipment (OE) numbers, and the invented aftermarket brands (not sold here) whose numbers our
 * parts replace. Numbers are drawn from hashes, never copied from a real catalogue, except that
 * Honda's part-type codes follow Honda's groups (45022 front brake pads, 15400 oil filters, …).
 */
import { rng, type Rng } from './hash.ts';

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const digits = (r: Rng, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
const letters = (r: Rng, n: number) => Array.from({ length: n }, () => r.pick([...LETTERS])).join('');
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Honda part groups by leaf; other leaves get a five-digit group of their own. */
const HONDA_GROUPS: Record<string, string> = {
  'brake-pads': '45022', 'brake-rotors': '45251', 'brake-calipers': '45018', 'oil-filters': '15400',
  'air-filters': '17220', 'cabin-air-filters': '80292', 'fuel-filters': '16010', 'spark-plugs': '12290',
  'ignition-coils': '30520', 'shocks-struts': '51611', 'control-arms': '51350', 'tie-rod-ends': '53540',
  'sway-bar-links': '51320', 'wheel-bearings-hubs': '44300', 'wiper-blades': '76620', 'water-pumps': '19200',
  thermostats: '19301', radiators: '19010', alternators: '31100', starters: '31200', 'engine-mounts': '50820',
};
/** Honda model codes (the middle group): the line's platform code. */
const HONDA_MODELS: Record<string, string> = {
  civic: 'TBA', 'civic-si': 'TBG', accord: 'TVA', 'cr-v': 'TLA', 'hr-v': 'T7A', fit: 'T5A', insight: 'TXM',
  pilot: 'TG7', odyssey: 'THR', ridgeline: 'T6Z', passport: 'TGS', mdx: 'TZ5', rdx: 'TJB', tlx: 'TZ3', ilx: 'TX6',
};

/** What an OE number is drawn from: the part type, the car line, and a stream for the rest. */
interface OeInput {
  leafId: string;
  modelSlug: string;
  /** Stream of the part type within the maker (the same for every line). */
  type: Rng;
  /** Stream of the part type on this line. */
  line: Rng;
}

type OeFormat = (input: OeInput) => string;

const FORMATS: Record<string, OeFormat> = {
  honda: ({ leafId, modelSlug, type, line }) =>
    `${HONDA_GROUPS[leafId] ?? pad(type.int(10000, 91999), 5)}-${HONDA_MODELS[modelSlug] ?? letters(line, 1) + digits(line, 1) + letters(line, 1)}-A01`,
  toyota: ({ type, line }) => `${pad(type.int(4000, 90999), 5)}-${digits(line, 2)}${digits(line, 3)}`,
  ford: ({ type, line }) => `${line.pick([...'BCDEFGHJKLM'])}${letters(line, 1)}${line.int(1, 9)}Z-${type.int(1000, 9999)}-${line.pick(['A', 'B', 'C', 'AA', 'AB'])}`,
  gm: ({ line }) => `${line.pick(['1', '2', '8'])}${digits(line, 7)}`,
  nissan: ({ type, line }) => `${letters(type, 1)}${type.int(1000, 9999)}-${digits(line, 1)}${letters(line, 2)}${digits(line, 1)}${letters(line, 1)}`,
  hyundai: ({ type, line }) => `${type.int(10000, 99999)}-${letters(line, 1)}${digits(line, 1)}${letters(line, 1)}${digits(line, 2)}`,
  mazda: ({ type, line }) => `${letters(line, 3)}${digits(line, 1)}-${pad(type.int(10, 99), 2)}-${digits(line, 3)}${letters(line, 1)}`,
  subaru: ({ type, line }) => `${type.int(10000, 99999)}${letters(line, 2)}${digits(line, 3)}`,
  vw: ({ type, line }) => `${digits(line, 1)}${letters(line, 1)}${digits(line, 1)} ${pad(type.int(100, 999), 3)} ${digits(line, 3)} ${letters(line, 1)}`,
  bmw: ({ type, line }) => `${pad(type.int(11, 64), 2)} ${pad(type.int(10, 99), 2)} ${digits(line, 1)} ${digits(line, 3)} ${digits(line, 3)}`,
  mercedes: ({ type, line }) => `A ${digits(line, 3)} ${pad(type.int(100, 999), 3)} ${digits(line, 2)} ${digits(line, 2)}`,
  stellantis: ({ line }) => `68${digits(line, 6)}${letters(line, 2)}`,
  volvo: ({ line }) => `3${digits(line, 7)}`,
  tesla: ({ line }) => `1${digits(line, 6)}-00-${letters(line, 1)}`,
  mitsubishi: ({ type, line }) => `${type.int(1000, 9999)}${letters(line, 1)}${digits(line, 3)}`,
  jlr: ({ line }) => `LR${digits(line, 6)}`,
};

const FAMILY: Record<string, keyof typeof FORMATS> = {
  honda: 'honda', acura: 'honda', toyota: 'toyota', lexus: 'toyota', ford: 'ford', lincoln: 'ford',
  chevrolet: 'gm', gmc: 'gm', buick: 'gm', cadillac: 'gm', nissan: 'nissan', infiniti: 'nissan',
  hyundai: 'hyundai', kia: 'hyundai', genesis: 'hyundai', mazda: 'mazda', subaru: 'subaru',
  volkswagen: 'vw', audi: 'vw', porsche: 'vw', bmw: 'bmw', mini: 'bmw', 'mercedes-benz': 'mercedes',
  chrysler: 'stellantis', dodge: 'stellantis', jeep: 'stellantis', ram: 'stellantis', fiat: 'stellantis',
  'alfa-romeo': 'stellantis', volvo: 'volvo', polestar: 'volvo', tesla: 'tesla', mitsubishi: 'mitsubishi',
  jaguar: 'jlr', 'land-rover': 'jlr',
};

/**
 * The OE number a maker gives one part type on one car line. Products of that type fitting that
 * line replace the same OE number, as aftermarket parts do.
 */
export function oeNumber(makeSlug: string, leafId: string, modelSlug: string): string {
  const family = FAMILY[makeSlug] ?? 'gm';
  const format = FORMATS[family]!;
  return format({ leafId, modelSlug, type: rng('oe-type', `${family}|${leafId}`), line: rng('oe-line', `${family}|${leafId}|${modelSlug}`) });
}

/** An invented aftermarket brand we do not sell, with its number format. */
export interface AftermarketBrand {
  name: string;
  /** Top categories it makes parts for ('*' for all). */
  tops: readonly string[];
  /** Its number for a unique value n in [0, 1,000,000). */
  format: (n: number) => string;
  /** Multiplier and offset of the bijection slot index → n (multiplier coprime to 10). */
  a: number;
  b: number;
}

const n6 = (n: number) => pad(n, 6);

export const AFTERMARKET_BRANDS: readonly AftermarketBrand[] = [
  { name: 'Kelso Friction', tops: ['brakes'], format: (n) => `KD${n6(n)}`, a: 7_919, b: 104_729 },
  { name: 'Ridgeline Chassis', tops: ['suspension-steering', 'drivetrain'], format: (n) => `RC-${n6(n).slice(0, 3)}-${n6(n).slice(3)}`, a: 15_887, b: 3_571 },
  { name: 'Dunmore Electric', tops: ['electrical-lighting'], format: (n) => `DE${n6(n).slice(0, 2)}-${n6(n).slice(2)}`, a: 21_013, b: 77_777 },
  { name: 'Halvik Filtration', tops: ['filters', 'fluids-chemicals'], format: (n) => `HV${n6(n)}`, a: 30_011, b: 5_003 },
  { name: 'Ostler Cooling', tops: ['cooling-heating', 'engine'], format: (n) => `OC ${n6(n)}`, a: 45_281, b: 90_001 },
  { name: 'Marrick Engine', tops: ['engine', 'exhaust', 'drivetrain'], format: (n) => `ME-${n6(n)}`, a: 60_013, b: 12_345 },
  { name: 'Calloway Body', tops: ['exterior-body', 'interior-accessories'], format: (n) => `CB-${n6(n)}`, a: 70_001, b: 271_828 },
  { name: 'Thane Tool Works', tops: ['tools-garage'], format: (n) => `TW${n6(n).slice(0, 3)}-${n6(n).slice(3)}`, a: 81_001, b: 42_424 },
  { name: 'Penrose Supply', tops: ['*'], format: (n) => `PS${n6(n).slice(0, 2)} ${n6(n).slice(2)}`, a: 99_991, b: 314_159 },
];

/** The number of `brand` for the product of slot `index`: distinct per slot (a bijection mod 10⁶). */
export function aftermarketNumber(brand: AftermarketBrand, index: number): string {
  return brand.format((brand.a * index + brand.b) % 1_000_000);
}
