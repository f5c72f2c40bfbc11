import { BRAND_BY_LOCALE } from '../i18n/brand';
import { isLocaleId } from '../sites/config';

/** The brand as the catalogue names stores: "Axle Auto Parts — Toronto Queen St". */
export const CATALOGUE_BRAND = 'Axle Auto Parts';

/**
 * A store's name in the brand of the shopper's locale, so it agrees with the footer and the page
 * titles: "Axle Pièces Auto — Toronto Queen St" in fr-CA. Other names are left as they are.
 */
export function localizedStoreName(name: string, locale: string): string {
  const brand = isLocaleId(locale) ? BRAND_BY_LOCALE[locale] : CATALOGUE_BRAND;
  return brand !== CATALOGUE_BRAND && name.startsWith(`${CATALOGUE_BRAND} `) ? brand + name.slice(CATALOGUE_BRAND.length) : name;
}
