/**
 * A product's fitment qualifiers besides its vehicles (issue 30): the position it goes in, read
 * from the Position or Side its name states, and the pack it is sold in, from its leaf. A kit (set
 * or bundle) is neither positioned nor packed itself: its parts are.
 */
import { positionOfAttribute, type PartPosition } from '../../../shared/catalogue/part-position';
import { SINGLE } from '../../../shared/cart/pack-quantity';
import type { Product } from './products.ts';
import type { LeafSpec } from './taxonomy-types.ts';

const isKit = (p: Pick<Product, 'type'>) => p.type === 'set' || p.type === 'bundle';

/** products.position: front, rear, left, right, or null for a part that names no single one. */
export function productPosition(p: Product): PartPosition | null {
  return isKit(p) || !p.leaf.sizeAttribute ? null : positionOfAttribute(p.leaf.sizeAttribute, p.size);
}

/** Pieces a leaf's parts are sold in. */
export function leafPack(leaf: Pick<LeafSpec, 'pack'>): number {
  return leaf.pack ?? SINGLE;
}

/** products.pack_quantity. */
export function productPack(p: Product): number {
  return isKit(p) ? SINGLE : leafPack(p.leaf);
}
