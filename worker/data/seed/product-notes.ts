/**
 * Notes a product carries (the card's Note box, the detail page's Details), as note codes the
 * store words per locale (shared/catalogue/catalogue-notes.ts). A note is only given to a product
 * it is true of: a core charge on rebuildable parts, a California emissions warning on exhaust
 * and intake parts that are not CARB compliant, vehicle qualifiers on parts that fit vehicles.
 */
import type { NoteCode } from '../../../shared/catalogue/catalogue-notes.ts';
import { rng } from './hash.ts';
import type { Product } from './products.ts';
import { productSpecs } from './product-specs.ts';

/** Leaf categories of rebuildable parts: a core-charge note, and a core deposit (core-deposits.ts). */
export const CORE_LEAVES = new Set(['batteries', 'alternators', 'starters', 'brake-calipers']);
const EMISSIONS_LEAVES = new Set(['catalytic-converters', 'mufflers', 'exhaust-pipes', 'oxygen-sensors', 'air-filters']);

const states = (p: Product, label: string, value: string) => productSpecs(p).some(([l, v]) => l === label && v === value);

const RULES: readonly (readonly [NoteCode, (p: Product) => boolean])[] = [
  ['without-sport-package', (p) => !p.universal],
  ['professional-installation', () => true],
  ['includes-hardware', (p) => !states(p, 'Hardware Included', 'No')],
  ['check-vin', (p) => !p.universal],
  ['core-charge', (p) => CORE_LEAVES.has(p.leaf.id)],
  ['not-legal-california', (p) => EMISSIONS_LEAVES.has(p.leaf.id) && !states(p, 'Emissions', 'CARB Compliant')],
  ['excludes-hybrid', (p) => !p.universal],
];

/** Notes of about a fifth of products (the card's Note box), one or two that hold for it. */
export function productNotes(p: Product): NoteCode[] {
  const r = rng('notes', p.id);
  if (!r.chance(0.2)) return [];
  const fitting = RULES.filter(([, holds]) => holds(p)).map(([code]) => code);
  return fitting.length ? r.sample(fitting, Math.min(fitting.length, r.int(1, 2))) : [];
}
