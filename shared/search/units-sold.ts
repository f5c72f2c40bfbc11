import { UNITS_SOLD_CAP } from './search-constants';

/**
 * The count shown in the "N+ Units Sold" badge, or null when nothing sold (document 2 §9):
 * the count itself up to 500, "500+" above 500 (decision 045).
 */
export function unitsSoldCount(unitsSold: number): string | null {
  if (!Number.isFinite(unitsSold) || unitsSold <= 0) return null;
  return unitsSold > UNITS_SOLD_CAP ? `${UNITS_SOLD_CAP}+` : String(Math.floor(unitsSold));
}
