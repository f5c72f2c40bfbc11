/**
 * The attributes a product states (Specifications), drawn from the same template and size as its
 * name so the two cannot disagree: what the name says (DOT 4, Rear, 5W-30, 12 oz) is pinned, what
 * it rules out is left out, and only the rest is drawn. Values are canonical English; the store
 * reads them per locale (shared/catalogue).
 */
import { rng } from './hash.ts';
import type { Product } from './products.ts';
import { ORIGIN, WARRANTY, type Implied } from './taxonomy-types.ts';

export type Spec = readonly [label: string, value: string];

// Drawn specs besides those the name settles (the size and pinned values are always stated).
const MIN_DRAWN = 2;
const MAX_DRAWN = 5;

/** Attributes a variant's siblings may state differently: those any size of the leaf settles. */
function sizeSettled(p: Product): Set<string> {
  return new Set((p.leaf.sizes ?? []).flatMap((s) => Object.keys(s.implies ?? {})));
}

/** What the product's name settles: its template's and its size's pinned attributes. */
export function impliedSpecs(p: Product): Implied {
  const size = p.leaf.sizes?.find((s) => s.value === p.size);
  return { ...p.template.implies, ...size?.implies };
}

/** The product's attributes in display order: size, leaf specs, warranty, country of origin. */
export function productSpecs(p: Product): Spec[] {
  if (p.type === 'set' || p.type === 'bundle') {
    // A kit's parts each state their own specs; the kit states what covers it as a whole.
    const r = rng('attributes', p.id);
    return [[WARRANTY[0], r.pick(WARRANTY[1])], [ORIGIN[0], r.pick(ORIGIN[1])]];
  }
  // A master and its variants share one stream, so a family states the same specs.
  const r = rng('attributes', p.masterId ?? p.id);
  const implied = impliedSpecs(p);
  // A master that varies by size names no size, so it states nothing a size would settle.
  const skipped = p.type === 'master' && p.variation?.attributeId === 'size' ? sizeSettled(p) : new Set<string>();
  const specs: Spec[] = [];
  if (p.size !== null && p.leaf.sizeAttribute) specs.push([p.leaf.sizeAttribute, p.size]);
  const candidates = [...p.leaf.specs.filter(([label]) => label !== WARRANTY[0]), WARRANTY, ORIGIN];
  let drawn = r.int(MIN_DRAWN, MAX_DRAWN);
  for (const [label, values] of candidates) {
    // One draw per candidate whatever the name settles, so a family's variants stay in step.
    const u = r.next();
    const pin = implied[label];
    const choices = typeof pin === 'string' ? [pin] : (pin ?? values);
    const value = choices[Math.floor(u * choices.length)]!;
    if (pin === null || skipped.has(label)) continue;
    if (pin !== undefined) specs.push([label, value]);
    else if (drawn > 0) {
      specs.push([label, value]);
      drawn--;
    }
  }
  return specs;
}
