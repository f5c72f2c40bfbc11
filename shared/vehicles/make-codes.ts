/**
 * Make codes of licence-plate lookups (registration records use short make codes) mapped to our
 * make slug and label (document 2 §3: about 150 codes; unknown codes fall back to the raw code).
 */
import { slugify } from './vehicle-levels';

// code → label; the slug is the label's URL slug, which is how the catalogue builds make ids.
const MAKE_CODE_LABELS: Readonly<Record<string, string>> = {
  ACUR: 'Acura', ALFA: 'Alfa Romeo', AMC: 'AMC', AMGN: 'AM General', APRI: 'Aprilia', ARCT: 'Arctic Cat',
  ASTO: 'Aston Martin', AUDI: 'Audi', AUST: 'Austin', AVTI: 'Avanti', BENT: 'Bentley', BLUB: 'Blue Bird',
  BMW: 'BMW', BRIC: 'Bricklin', BUEL: 'Buell', BUGA: 'Bugatti', BUIC: 'Buick', BYD: 'BYD',
  CADI: 'Cadillac', CANA: 'Can-Am', CATE: 'Caterham', CHEC: 'Checker', CHER: 'Chery', CHEV: 'Chevrolet',
  CHRY: 'Chrysler', CITR: 'Citroen', CORD: 'Cord', CROS: 'Crosley', DACI: 'Dacia', DAEW: 'Daewoo',
  DAIH: 'Daihatsu', DATS: 'Datsun', DELO: 'DeLorean', DESO: 'DeSoto', DODG: 'Dodge', DUCA: 'Ducati',
  DUES: 'Duesenberg', EAGL: 'Eagle', EDSE: 'Edsel', FERR: 'Ferrari', FIAT: 'Fiat', FISK: 'Fisker',
  FLEE: 'Fleetwood', FORD: 'Ford', FRAZ: 'Frazer', FRHT: 'Freightliner', GEEL: 'Geely', GENS: 'Genesis',
  GEO: 'Geo', GMC: 'GMC', GRDE: 'Great Dane', GWM: 'Great Wall', HD: 'Harley-Davidson', HENN: 'Hennessey',
  HILL: 'Hillman', HINO: 'Hino', HOLD: 'Holden', HOND: 'Honda', HUDS: 'Hudson', HUMM: 'Hummer',
  HUSQ: 'Husqvarna', HYUN: 'Hyundai', INDI: 'Indian', INFI: 'Infiniti', INTL: 'International', ISU: 'Isuzu',
  JAGU: 'Jaguar', JEEP: 'Jeep', JENS: 'Jensen', KAIS: 'Kaiser', KARM: 'Karma', KAWK: 'Kawasaki',
  KENW: 'Kenworth', KIA: 'Kia', KOEN: 'Koenigsegg', KTM: 'KTM', LADA: 'Lada', LAMO: 'Lamborghini',
  LASA: 'LaSalle', LEXS: 'Lexus', LINC: 'Lincoln', LNCI: 'Lancia', LNDR: 'Land Rover', LOTU: 'Lotus',
  LUCI: 'Lucid', MACK: 'Mack', MAHI: 'Mahindra', MASE: 'Maserati', MAYB: 'Maybach', MAZD: 'Mazda',
  MCLA: 'McLaren', MERC: 'Mercury', MERZ: 'Mercedes-Benz', MG: 'MG', MITS: 'Mitsubishi', MNNI: 'MINI',
  MORG: 'Morgan', MORR: 'Morris', MOSL: 'Mosler', MOTO: 'Moto Guzzi', NASH: 'Nash', NAVI: 'Navistar',
  NISS: 'Nissan', NOBL: 'Noble', OLDS: 'Oldsmobile', OPEL: 'Opel', PACK: 'Packard', PAGA: 'Pagani',
  PANZ: 'Panoz', PEUG: 'Peugeot', PIAG: 'Piaggio', PIER: 'Pierce-Arrow', PLYM: 'Plymouth', POLA: 'Polaris',
  PONT: 'Pontiac', PORS: 'Porsche', PROT: 'Proton', PTRB: 'Peterbilt', RAM: 'Ram', RENA: 'Renault',
  RIVN: 'Rivian', ROL: 'Rolls-Royce', ROV: 'Rover', ROYA: 'Royal Enfield', SAA: 'Saab', SALE: 'Saleen',
  SCIO: 'Scion', SEAT: 'Seat', SHEL: 'Shelby', SKOD: 'Skoda', SMRT: 'Smart', SSAN: 'SsangYong',
  STRN: 'Saturn', STU: 'Studebaker', STUT: 'Stutz', SUBA: 'Subaru', SUNB: 'Sunbeam', SUZI: 'Suzuki',
  TATA: 'Tata', TESL: 'Tesla', THOM: 'Thomas', TOYT: 'Toyota', TRIU: 'Triumph', TUCK: 'Tucker',
  TVR: 'TVR', VAUX: 'Vauxhall', VECT: 'Vector', VESP: 'Vespa', VICT: 'Victory', VINF: 'VinFast',
  VOLK: 'Volkswagen', VOLV: 'Volvo', WILL: 'Willys', WINN: 'Winnebago', WSTR: 'Western Star', YAMA: 'Yamaha',
  YUGO: 'Yugo', ZERO: 'Zero',
};

/** How many codes the built-in table knows. */
export const MAKE_CODE_COUNT = Object.keys(MAKE_CODE_LABELS).length;

export interface MakeFromCode {
  slug: string;
  label: string;
  /** False when the code is not in the table and the raw code stands in. */
  known: boolean;
}

/** The make of a plate record's make code; an unknown code falls back to the raw code. */
export function makeFromCode(code: string): MakeFromCode {
  const raw = code.trim();
  const label = MAKE_CODE_LABELS[raw.toUpperCase()];
  if (label) return { slug: slugify(label), label, known: true };
  return { slug: slugify(raw), label: raw, known: false };
}
