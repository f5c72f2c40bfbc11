/**
 * Measures in attribute values ("0.028 in", "10,000 mi", "14.5 in - 15 in"): the canonical value
 * is an English number and a unit; each locale reads its own number format and unit symbol.
 */
import type { Language } from '../sites/config';
import { ct, type CatalogueText } from './catalogue-text';

const UNITS: Readonly<Record<string, CatalogueText>> = {
  in: ct('in', 'po', 'pulg'),
  mi: ct('mi', 'mi', 'mi'),
  gal: ct('gal', 'gal', 'gal'),
  qt: ct('qt', 'pte', 'qt'),
  oz: ct('oz', 'oz', 'oz'),
  micron: ct('micron', 'microns', 'micras'),
  ton: ct('ton', 'tonnes', 'toneladas'),
  min: ct('min', 'min', 'min'),
  A: ct('A', 'A', 'A'),
  V: ct('V', 'V', 'V'),
  kW: ct('kW', 'kW', 'kW'),
  K: ct('K', 'K', 'K'),
  lm: ct('lm', 'lm', 'lm'),
  // The label already says cold cranking amps; French writes the figure in amperes.
  CCA: ct('CCA', 'A', 'CCA'),
  '°F': ct('°F', '°F', '°F'),
};

// A number as the canonical values write it: 12, 0.028, 10,000 or a fraction such as 3/8.
const MEASURE = /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|\d+\/\d+) (\S+)$/;

function localizeMeasure(measure: string, lang: Language, locale: string): string | null {
  const match = MEASURE.exec(measure);
  const unit = match && UNITS[match[2]!];
  if (!match || !unit) return null;
  const figure = match[1]!;
  // Fractions are how these sizes are sold (3/8 in drive): they stay as written.
  const number = figure.includes('/') ? figure : new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(Number(figure.replace(/,/g, '')));
  return `${number} ${unit[lang]}`;
}

/** The value in the locale when it is a measure or a range of two ("3.5 in - 18 in"), else null. */
export function localizeMeasureValue(value: string, lang: Language, locale: string): string | null {
  const parts = value.split(' - ');
  if (parts.length > 2) return null;
  const localized = parts.map((part) => localizeMeasure(part, lang, locale));
  return localized.every((part): part is string => part !== null) ? localized.join(' - ') : null;
}
