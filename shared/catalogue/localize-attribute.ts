/**
 * Reads the catalogue's attributes in a locale: labels and word values from the dictionaries,
 * measures in the locale's number format and units, codes as they are. Stored values stay
 * canonical (a refinement's value in a URL is the same on every locale); anything the
 * dictionaries do not know (an imported catalogue's own attributes) is shown as stored.
 */
import { ATTRIBUTE_LABELS } from './attribute-labels';
import { localizeMeasureValue } from './attribute-units';
import { ATTRIBUTE_VALUES } from './attribute-values';
import { catalogueLanguage } from './catalogue-text';

/** Values that read the same in every language: standards, sizes and part codes. */
export const LANGUAGE_NEUTRAL_VALUES: ReadonlySet<string> = new Set([
  'DOT 3', 'DOT 4', 'DOT 5.1', '0W-20', '5W-30', '10W-30', '15W-40', 'SP', 'SN Plus', 'CK-4', 'OAT', 'HOAT', '50/50',
  'ATF', 'CVT', 'AWD', '4WD', 'HID', 'H11', 'H7', '9005', '9006', 'D2S', '24F', '94R', 'M14 x 1.5', 'M16 x 1.5',
  'M20 x 1.5', 'M22 x 1.5', '3/4-16 UNF', 'Li-ion', 'Bluetooth', 'Wi-Fi', 'S', 'M', 'L', 'XL',
]);

/** An attribute's name in a locale (as stored when the dictionary does not know it). */
export function attributeLabel(label: string, locale: string): string {
  return ATTRIBUTE_LABELS[label]?.[catalogueLanguage(locale)] ?? label;
}

/** An attribute value in a locale, or null when the vocabulary does not know the value. */
export function knownAttributeValue(value: string, locale: string): string | null {
  const lang = catalogueLanguage(locale);
  const word = ATTRIBUTE_VALUES[value];
  if (word) return word[lang];
  if (LANGUAGE_NEUTRAL_VALUES.has(value) || /^\d+$/.test(value)) return value;
  return localizeMeasureValue(value, lang, locale);
}

/** An attribute value in a locale (as stored when the vocabulary does not know it). */
export function attributeValue(value: string, locale: string): string {
  return knownAttributeValue(value, locale) ?? value;
}

/** Specifications rows (label, value) read in a locale. */
export function localizeAttributes(rows: readonly { label: string; value: string }[], locale: string): { label: string; value: string }[] {
  return rows.map((row) => ({ label: attributeLabel(row.label, locale), value: attributeValue(row.value, locale) }));
}
