/**
 * Numbers with a unit or a fixed precision, in the locale's digits and separators, through the
 * page's formatjs intl (decision 249): the server and the browser print the same text.
 */
import { roundedAverage } from '../reviews/rating-summary';
import type { DistanceUnit } from '../types/store';
import type { AppIntl } from './create-intl';
import { webSpaces } from './web-spaces';

/** "2.2 km", "2,2 km" (fr-CA), "12.3 mi": a store distance to one decimal with the unit's short name. */
export function formatDistance(intl: AppIntl, distance: number, unit: DistanceUnit): string {
  return webSpaces(
    intl.formatNumber(distance, {
      style: 'unit',
      unit: unit === 'mi' ? 'mile' : 'kilometer',
      unitDisplay: 'short',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
  );
}

/** "3.3", "3,3" (fr-CA), "4.0": an average rating rounded to one decimal (document 2 §9). */
export function formatRating(intl: AppIntl, average: number): string {
  return webSpaces(intl.formatNumber(roundedAverage(average), { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
}
