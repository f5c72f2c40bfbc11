/** Rating summary rules of the reviews panel (document 2 §2 Reviews panel, §9). */
import type { StarDistribution } from './review-types';

/** The average shown: rounded to 1 decimal (document 2 §9). */
export function roundedAverage(average: number): number {
  return Math.round(average * 10) / 10;
}

/** Stars filled for an average: whole stars, plus a half when the fraction is .5 or more. */
export function filledStars(average: number): number {
  const clamped = Math.min(5, Math.max(0, average));
  const whole = Math.floor(clamped);
  return whole + (clamped - whole >= 0.5 ? 0.5 : 0);
}

/** Per-star state of the five stars: 'full', 'half' or 'empty'. */
export function starStates(average: number): ('full' | 'half' | 'empty')[] {
  const filled = filledStars(average);
  return [1, 2, 3, 4, 5].map((star) => (star <= filled ? 'full' : star - 0.5 === filled ? 'half' : 'empty'));
}

/**
 * Width (percent) of one star's distribution bar: its share of all reviews, count / total × 100
 * (docs/decisions/082-distribution-bar-width.md reads the spec's "count/5*100" this way).
 */
export function distributionWidth(count: number, total: number): number {
  if (total <= 0 || count <= 0) return 0;
  return Math.min(100, Math.round((count / total) * 1000) / 10);
}

export interface DistributionRow {
  star: 1 | 2 | 3 | 4 | 5;
  count: number;
  width: number;
}

/** Rows of the distribution, 5 stars first, with their bar widths. */
export function distributionRows(distribution: StarDistribution, total: number): DistributionRow[] {
  return ([5, 4, 3, 2, 1] as const).map((star) => {
    const count = distribution[String(star) as keyof StarDistribution] ?? 0;
    return { star, count, width: distributionWidth(count, total) };
  });
}

/** Whether the list offers more: loaded reviews are fewer than the total (document 2 §4). */
export function hasMoreReviews(loaded: number, total: number): boolean {
  return loaded < total;
}

/** Offset of a 1-based page (document 2 §4: (page-1)*limit). */
export function pageOffset(page: number, limit: number): number {
  return (Math.max(1, page) - 1) * limit;
}
