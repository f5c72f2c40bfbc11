/**
 * One word per concept per locale (decision 250). A shopper who reads "Ramassage" on one page and
 * "Cueillette" on the next wonders whether they are two services. Each rule names the concept,
 * the word the store uses for it in that locale, and the synonyms that must not appear in the
 * store's own texts (messages and authored content; customers' quotes say what they like).
 */
import type { LocaleId } from '../sites/config';
import { BRAND_BY_LOCALE } from './brand';

export interface TermRule {
  concept: string;
  term: string;
  avoid: RegExp[];
}

const otherBrands = (locale: LocaleId): TermRule => ({
  concept: 'brand',
  term: BRAND_BY_LOCALE[locale],
  avoid: [...new Set(Object.values(BRAND_BY_LOCALE))].filter((brand) => brand !== BRAND_BY_LOCALE[locale]).map((brand) => new RegExp(brand)),
});

const ENGLISH: TermRule[] = [
  { concept: 'cart', term: 'cart', avoid: [/\bbaskets?\b/i, /\bshopping bags?\b/i] },
  { concept: 'wish list', term: 'wish list', avoid: [/\bfavou?rites\b/i, /\bsaved items\b/i] },
  { concept: 'pickup', term: 'pickup', avoid: [/\bcurbside\b/i, /\bcollect(ion)? in store\b/i, /\bclick and collect\b/i] },
];

export const TERMINOLOGY: Readonly<Record<LocaleId, TermRule[]>> = {
  'en-US': [...ENGLISH, otherBrands('en-US')],
  'en-CA': [...ENGLISH, otherBrands('en-CA')],
  'fr-CA': [
    { concept: 'pickup', term: 'ramassage (ramasser)', avoid: [/\bcueill/i] },
    { concept: 'fits', term: 'compatible', avoid: [/\bconvien/i, /\bconvenir\b/i] },
    { concept: 'store', term: 'magasin', avoid: [/\bboutiques?\b/i, /\bsuccursales?\b/i] },
    { concept: 'cart', term: 'panier', avoid: [/\bchariot/i] },
    { concept: 'wish list', term: 'liste de souhaits', avoid: [/\bfavoris\b/i, /\bliste d[e’']\s?envies\b/i] },
    { concept: 'e-mail', term: 'courriel', avoid: [/\be-?mails?\b/i, /\badresse électronique\b/i, /\bcourrier électronique\b/i] },
    { concept: 'vehicle', term: 'véhicule', avoid: [/\bvoitures?\b/i] },
    { concept: 'trim', term: 'version', avoid: [/\bfinitions?\b/i, /\bsous-modèles?\b/i] },
    otherBrands('fr-CA'),
  ],
  'es-US': [
    { concept: 'fits', term: 'compatible', avoid: [/\b(le|les) qued(a|an|e|en)\b/i] },
    { concept: 'pickup', term: 'recoger (recogida)', avoid: [/\bretir(o|ar)\b/i, /\brecolecci[oó]n\b/i, /\bpick-?up\b/i] },
    { concept: 'delivery', term: 'envío a domicilio', avoid: [/\bentrega a domicilio\b/i] },
    { concept: 'cart', term: 'carrito', avoid: [/\bcanastas?\b/i, /\bcestas?\b/i, /\bbolsa de compras\b/i] },
    { concept: 'wish list', term: 'lista de deseos', avoid: [/\bfavoritos\b/i] },
    { concept: 'store', term: 'tienda', avoid: [/\bsucursal(es)?\b/i] },
    { concept: 'vehicle', term: 'vehículo', avoid: [/\b(carro|coche)s?\b/i] },
    { concept: 'trim', term: 'versión', avoid: [/\bsubmodelos?\b/i] },
    otherBrands('es-US'),
  ],
};

/** The words of `text` that another term replaces in `locale`, as "concept: found → term". */
export function termProblems(locale: LocaleId, text: string): string[] {
  // Placeholder names ({email}, {count, plural, …}) are code, not words the shopper reads.
  const words = text.replace(/\{\s*\w+\s*(?=[,}])/g, '{');
  return TERMINOLOGY[locale].flatMap((rule) =>
    rule.avoid.flatMap((pattern) => {
      const found = pattern.exec(words);
      return found ? [`${rule.concept}: "${found[0]}" → ${rule.term}`] : [];
    }),
  );
}
