/** Localised product names and descriptions built from leaf templates. */
import type { Rng } from './hash.ts';
import type { Leaf } from './taxonomy.ts';
import { LANGS, t, type Lang, type SizeSpec, type Texts } from './taxonomy-types.ts';

export const COLOR_NAMES: Record<string, Texts> = {
  beige: t('Beige', 'beige', 'beige'),
  black: t('Black', 'noir', 'negro'),
  blue: t('Blue', 'bleu', 'azul'),
  brown: t('Brown', 'brun', 'café'),
  green: t('Green', 'vert', 'verde'),
  grey: t('Grey', 'gris', 'gris'),
  silver: t('Silver', 'argent', 'plata'),
  navy: t('Navy', 'marine', 'azul marino'),
  orange: t('Orange', 'orange', 'naranja'),
  pink: t('Pink', 'rose', 'rosa'),
  purple: t('Purple', 'violet', 'morado'),
  red: t('Red', 'rouge', 'rojo'),
  white: t('White', 'blanc', 'blanco'),
  yellow: t('Yellow', 'jaune', 'amarillo'),
  gold: t('Gold', 'or', 'dorado'),
};

// English puts the grade first ("Premium Oil Filter"); French and Spanish put it after the noun.
const TIERS: readonly Texts[] = [
  t('', '', ''),
  t('', '', ''),
  t('Premium', 'haut de gamme', 'premium'),
  t('Economy', 'économique', 'económico'),
  t('Performance', 'haute performance', 'de alto rendimiento'),
  t('OE Replacement', 'de remplacement d’origine', 'de repuesto original'),
  t('Heavy Duty', 'robuste', 'de uso intensivo'),
];

/** Name of a product in every language from its template, grade, size and colour. */
export function productNames(r: Rng, template: Texts, size: SizeSpec | null, color: string | null): Texts {
  const picked = r.pick(TIERS);
  // "Performance Stage 1 Performance Clutch Kit" reads badly: skip a grade the template already names.
  const tier = picked.en && template.en.includes(picked.en) ? TIERS[0]! : picked;
  const out = {} as Texts;
  for (const lang of LANGS) {
    let name = template[lang];
    const sizeText = size?.label[lang] ?? '';
    name = name.includes('{size}') ? name.replace('{size}', sizeText) : sizeText ? `${name} ${sizeText}` : name;
    if (tier[lang]) name = lang === 'en' ? `${tier.en} ${name}` : `${name} ${tier[lang]}`;
    if (color) name = `${name}, ${COLOR_NAMES[color]?.[lang] ?? color}`;
    out[lang] = name.replace(/\s+/g, ' ').trim();
  }
  return out;
}

const SET_NAMES = t('{top} Service Set', 'Ensemble d’entretien – {top}', 'Conjunto de servicio – {top}');
const BUNDLE_NAMES = t('{name} Value Bundle', 'Forfait avantage – {name}', 'Paquete de ahorro – {name}');

/** Name of a set (named after its department) or bundle (named after its lead part). */
export function groupNames(kind: 'set' | 'bundle', leaf: Leaf, lead: Texts): Texts {
  const out = {} as Texts;
  for (const lang of LANGS) {
    out[lang] = kind === 'set' ? SET_NAMES[lang].replace('{top}', leaf.top.name[lang]) : BUNDLE_NAMES[lang].replace('{name}', lead[lang]);
  }
  return out;
}

const CLOSERS: readonly Texts[] = [
  t('Every part is inspected for fit and finish before it ships.', 'Chaque pièce est inspectée avant l’expédition.', 'Cada pieza se inspecciona antes del envío.'),
  t('Installation instructions are included.', 'Les instructions d’installation sont incluses.', 'Incluye instrucciones de instalación.'),
  t('Designed to meet or exceed original equipment standards.', 'Conçu pour égaler ou dépasser les normes d’origine.', 'Diseñado para igualar o superar las normas de equipo original.'),
  t('Backed by our no-hassle return policy.', 'Couvert par notre politique de retour sans tracas.', 'Respaldado por nuestra política de devoluciones sin complicaciones.'),
  t('A favourite of professional technicians and weekend mechanics alike.', 'Apprécié des techniciens comme des bricoleurs.', 'Favorito de técnicos profesionales y mecánicos de fin de semana.'),
];
const FITS_ALL = t('Fits all vehicles.', 'Convient à tous les véhicules.', 'Compatible con todos los vehículos.');
const CHECK_FIT = t('Check the fitment table to confirm it fits your vehicle.', 'Consultez le tableau de compatibilité pour vérifier qu’elle convient à votre véhicule.', 'Consulte la tabla de compatibilidad para confirmar que le queda a su vehículo.');
const BY = t('by', 'par', 'de');

export interface ProductCopy {
  short: string;
  long: string;
  pageTitle: string;
  pageDescription: string;
}

/** Short and long descriptions plus page metadata for one language. */
export function productCopy(r: Rng, lang: Lang, name: string, brand: string, leaf: Leaf, universal: boolean): ProductCopy {
  const short = `${name} ${BY[lang]} ${brand}. ${leaf.top.blurb[lang]}`;
  const closers = r.sample(CLOSERS, 2).map((c) => c[lang]);
  const long = [short, (universal ? FITS_ALL : CHECK_FIT)[lang], ...closers].join(' ');
  return { short, long, pageTitle: `${name} | ${brand} | Axle Auto Parts`, pageDescription: short };
}
