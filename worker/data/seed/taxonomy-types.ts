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

/** A value for products.size with how it reads inside a name in each language. */
export interface SizeSpec {
  value: string;
  label: Texts;
}

export interface LeafSpec {
  id: string;
  name: Texts;
  /** Base product names; "{size}" marks where the size goes, else it is appended. */
  products: Texts[];
  sizes?: SizeSpec[];
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
