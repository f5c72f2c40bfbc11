import type { LocaleId } from '../sites/config';

/**
 * The store's name in each locale (decision 250): French in fr-CA, as Quebec expects of a firm's
 * name; the English name elsewhere. Titles, the logo, the footer and store names all use it.
 */
export const BRAND_BY_LOCALE: Readonly<Record<LocaleId, string>> = {
  'en-US': 'Axle Auto Parts',
  'en-CA': 'Axle Auto Parts',
  'fr-CA': 'Axle Pièces Auto',
  'es-US': 'Axle Auto Parts',
};
