/**
 * Catalogue vocabulary in the catalogue's three languages. Product names and descriptions live in
 * D1 per language; the short words the catalogue states about products (attribute labels and
 * values, notes) are this fixed vocabulary, stored canonically (English) and read per locale.
 */
import type { Language } from '../sites/config';

export type CatalogueText = Readonly<Record<Language, string>>;

/** A vocabulary entry from its English, French and Spanish texts. */
export function ct(en: string, fr: string, es: string): CatalogueText {
  return { en, fr, es };
}

/** The catalogue language of a locale ("fr-CA" → fr); anything unknown reads English. */
export function catalogueLanguage(locale: string): Language {
  const lang = locale.slice(0, 2).toLowerCase();
  return lang === 'fr' || lang === 'es' ? lang : 'en';
}
