/** Shapes of the parts taxonomy: top categories, leaf categories and their product templates. */

export type Lang = 'en' | 'fr' | 'es';
export const LANGS: readonly Lang[] = ['en', 'fr', 'es'];

export interface Texts {
  en: string;
  fr: string;
  es: string;
}

/** Localised text from its three languages. */
export function t(en: string, fr: string, es: string): Texts {
  return { en, fr, es };
}

/**
 * Attribute values that a product's name (its template or its size) settles: one value, the
 * values that agree with the name, or null when the attribute does not apply to that product.
 */
export type Implied = Readonly<Record<string, string | readonly string[] | null>>;

/** A base product name, with the attributes that name states or rules out. */
export interface Template extends Texts {
  implies?: Implied;
}

/** A template whose name settles some attributes ("DOT 3 Brake Fluid" → DOT Rating: DOT 3). */
export function implying(name: Texts, implies: Implied): Template {
  return { ...name, implies };
}

/** A value for products.size with how it reads inside a name in each language. */
export interface SizeSpec {
  value: string;
  label: Texts;
  /** Attributes this size settles (a front-only floor mat set has 2 pieces). */
  implies?: Implied;
}

export interface LeafSpec {
  id: string;
  name: Texts;
  /** Base product names; "{size}" marks where the size goes, else it is appended. */
  products: Template[];
  sizes?: SizeSpec[];
  /** Attribute that states the size (Position, Side, Volume…); required with sizes. */
  sizeAttribute?: string;
  /** Colours that make sense for this kind of part (products.color vocabulary). */
  colors?: string[];
  /** 1 = always fits every vehicle, 0 = never, between = share of products that do. */
  universal?: number;
  /** USD list price range in dollars. */
  price: [number, number];
  weight: [number, number];
  /** Attribute label with its possible values. */
  specs: [string, string[]][];
  /** Relative share of products (default 1). */
  share?: number;
  /** Pieces the part is sold in (2: a pair, 4: a set of 4); one at a time when absent (decision 288). */
  pack?: number;
}

export interface TopSpec {
  id: string;
  /** Three-letter code used in product ids. */
  code: string;
  name: Texts;
  /** One sentence used in product short descriptions. */
  blurb: Texts;
  keywords: string;
  leaves: LeafSpec[];
}

/** Size with the same text in every language. */
export function plainSize(value: string): SizeSpec {
  return { value, label: t(value, value, value) };
}

export const AXLE_POSITIONS: SizeSpec[] = [
  { value: 'Front', label: t('Front', 'avant', 'delantero') },
  { value: 'Rear', label: t('Rear', 'arrière', 'trasero') },
];

export const SIDES: SizeSpec[] = [
  { value: 'Driver Side', label: t('Driver Side', 'côté conducteur', 'lado del conductor') },
  { value: 'Passenger Side', label: t('Passenger Side', 'côté passager', 'lado del pasajero') },
];

export const WARRANTY: [string, string[]] = ['Warranty', ['1 Year', '2 Years', '3 Years', 'Limited Lifetime']];
export const ORIGIN: [string, string[]] = ['Country of Origin', ['USA', 'Canada', 'Mexico', 'Japan', 'Germany', 'South Korea', 'Taiwan']];
