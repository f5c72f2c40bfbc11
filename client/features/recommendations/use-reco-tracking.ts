import { useCallback } from 'react';
import { itemFromReco, LISTS } from '../../../shared/analytics/items';
import type { RecsResult } from '../../../shared/reco/recommendation';
import type { SelectedVehicle } from '../../../shared/vehicles/selected-vehicle';
import { useRouter } from '../../router/router';
import { trackList } from '../analytics/analytics-events';
import { useTrackOnce } from '../analytics/use-track-once';
import { activityProduct, reportActivity } from './activity-client';

/** Results whose viewReco went out: one answer shown in two places (page and cart drawer) is one view. */
const viewedResults = new Set<string>();

/**
 * Reports a recommendation result's view once when its items load (viewReco once per result,
 * view_item_list once per scroller showing it) and returns the click reporter (clickReco and select_item) for its tiles
 * (document 2 §4 Recommendations: views reported once, list views once per scroller). `vehicle`
 * is the vehicle the result was asked for, if any.
 */
export function useRecoTracking(result: RecsResult | null | undefined, vehicle: SelectedVehicle | null = null): (productId: string) => void {
  const { location } = useRouter();
  const siteId = location.site.id;
  const uuid = result?.recoUUID ?? '';
  const hasItems = (result?.recs.length ?? 0) > 0;
  useTrackOnce(result && hasItems && uuid ? uuid : null, () => {
    if (!result) return;
    const list = LISTS.reco(result.recommenderName);
    if (!viewedResults.has(uuid)) {
      viewedResults.add(uuid);
      reportActivity(siteId, 'viewReco', { recommenderName: result.recommenderName, __recoUUID: uuid, products: result.recs.map((r) => activityProduct(r.productId)) });
    }
    trackList('view_item_list', list, result.recs.map((rec, index) => itemFromReco(rec, { list, index, vehicle })));
  });
  return useCallback(
    (productId: string) => {
      if (!result || !uuid) return;
      const index = result.recs.findIndex((r) => r.productId === productId);
      reportActivity(siteId, 'clickReco', { recommenderName: result.recommenderName, __recoUUID: uuid, product: activityProduct(productId) });
      const rec = result.recs[index];
      const list = LISTS.reco(result.recommenderName);
      if (rec) trackList('select_item', list, [itemFromReco(rec, { list, index, vehicle })]);
    },
    [result, uuid, siteId, vehicle],
  );
}
