/**
 * Seeded units sold per vehicle (issue 30 item 5, decision 290): what "Most Bought for Your
 * Vehicle" ranks by before there are orders. A part's seeded vehicle counts come out of its own
 * units sold, so a card's "500+ sold" and its vehicle counts agree: wear parts (pads, rotors,
 * filters, plugs, wipers, batteries…) spread most of their sales over many of the vehicles they
 * fit; other parts only a little of theirs over a few. Universal parts and variants get none
 * (lists show masters; real orders still count for universal parts).
 */
import { rng } from './hash.ts';
import type { Product } from './products.ts';
import type { SqlValue } from './sql.ts';

export const VEHICLE_UNITS_COLUMNS = ['model_id', 'product_id', 'units'];

/** Leaves whose parts are replaced on a schedule: the bulk of per-vehicle sales. */
export const WEAR_LEAVES: ReadonlySet<string> = new Set([
  'brake-pads', 'brake-rotors', 'oil-filters', 'air-filters', 'cabin-air-filters', 'fuel-filters',
  'spark-plugs', 'ignition-coils', 'wiper-blades', 'batteries', 'headlight-bulbs', 'shocks-struts',
  'belts-pulleys', 'timing-belts-kits',
]);

// Share of a part's units sold spread over its vehicles, and the share of those vehicles that get any:
// a wear part sells for every vehicle it fits, another part for a few.
const WEAR = { share: 0.8, vehicles: 1 } as const;
const OTHER = { share: 0.1, vehicles: 0.1 } as const;
// Even a niche part sold for a vehicle or two.
const MIN_VEHICLES = 1;

/** vehicle_units_seeded rows ([model_id, product_id, units]) of one product, from its fitment rows. */
export function vehicleUnitsRows(product: Product, fitmentRows: readonly SqlValue[][]): SqlValue[][] {
  if (product.type === 'variant' || product.universal || product.unitsSold === 0) return [];
  const models = [...new Set(fitmentRows.map((row) => row[1] as string))];
  if (models.length === 0) return [];
  const r = rng('vehicle-units', product.id);
  const rule = WEAR_LEAVES.has(product.leaf.id) ? WEAR : OTHER;
  const chosen = r.sample(models, Math.max(MIN_VEHICLES, Math.round(models.length * rule.vehicles)));
  // Squared draws: a few vehicles take most of the sales, as popular models do.
  const weights = chosen.map(() => r.next() ** 2 + 0.01);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const units = product.unitsSold * rule.share;
  const rows: SqlValue[][] = [];
  chosen.forEach((modelId, i) => {
    const n = Math.floor((units * weights[i]!) / total);
    if (n > 0) rows.push([modelId, product.id, n]);
  });
  return rows;
}
