/**
 * Refundable core deposits of the seeded parts (issue 30, decision 284): the leaf categories whose
 * parts the trade remanufactures or recycles (starters, alternators, batteries, brake calipers:
 * the ones whose products carry the core-charge note) carry one, in whole dollars of each site's
 * currency, drawn per product from the category's usual range. Sets and bundles carry none.
 */
import { rng } from './hash.ts';
import { CORE_LEAVES } from './product-notes.ts';
import type { Product } from './products.ts';
import type { SqlValue } from './sql.ts';

export const CORE_DEPOSIT_COLUMNS = ['product_id', 'currency', 'amount_minor'];

/** USD deposit range per leaf category, whole dollars (what US parts stores charge for the core). */
export const CORE_DEPOSIT_USD: Readonly<Record<string, readonly [number, number]>> = {
  starters: [25, 50],
  alternators: [30, 60],
  batteries: [18, 22],
  'brake-calipers': [15, 35],
};

const CAD_PER_USD = 1.36;

/** product_core_deposits rows of one product: USD and CAD, or none outside the core categories. */
export function coreDepositRows(product: Product): SqlValue[][] {
  const range = CORE_DEPOSIT_USD[product.leaf.id];
  if (!range || !CORE_LEAVES.has(product.leaf.id) || product.type === 'set' || product.type === 'bundle') return [];
  // Variants share their master's deposit (a core is the same part whatever its finish).
  const usd = rng('core', product.masterId ?? product.id).int(range[0], range[1]);
  return [
    [product.id, 'USD', usd * 100],
    [product.id, 'CAD', Math.round(usd * CAD_PER_USD) * 100],
  ];
}
