import { weeklyHoursFromStore } from '../../../shared/stores/opening-hours';
import { storeOpenState } from '../../../shared/stores/open-state';
import type { Store } from '../../../shared/types/store';
import { StoreStatusLine } from './store-status-line';

/**
 * Open now (until closing time) or closed (opens next day and time), in the store's own time
 * zone, from its weekly hours (shared/stores open-state rules). The cached store record carries
 * no status, so it is computed when shown: the header popover mounts its content on open only,
 * in the browser, so server HTML and hydration never disagree about the moment.
 */
export function StoreOpenNow({ store, now = new Date() }: { store: Pick<Store, 'storeHoursArray' | 'timeZone'>; now?: Date }) {
  const c_openState = storeOpenState(weeklyHoursFromStore(store.storeHoursArray), store.timeZone, now);
  return <StoreStatusLine store={{ c_openState, isOpen: c_openState.isOpen }} />;
}
