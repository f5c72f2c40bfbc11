import { weeklyHoursFromStore } from '../../../shared/stores/opening-hours';
import { pickupReadyTime, storeOpenState } from '../../../shared/stores/open-state';
import type { DistanceUnit, Store, StoreResult } from '../../../shared/types/store';

/**
 * A store with its open state and pickup ready time at `now` (in the store's own zone), and the
 * distance from a search point when there is one. Computed per request, never cached.
 */
export function withStatus(store: Store, now: Date, distance?: { value: number; unit: DistanceUnit }): StoreResult {
  const week = weeklyHoursFromStore(store.storeHoursArray);
  const c_openState = storeOpenState(week, store.timeZone, now);
  return {
    ...store,
    ...(distance ? { distance: Math.round(distance.value * 10) / 10, distanceUnit: distance.unit } : {}),
    isOpen: c_openState.isOpen,
    c_openState,
    c_pickupReadyTime: pickupReadyTime(week, store.timeZone, now),
  };
}
