import { useCallback, useEffect, useRef } from 'react';
import type { RecsResult } from '../../../shared/reco/recommendation';
import { useRouter } from '../../router/router';
import { reportActivity } from './activity-client';

/**
 * Reports a recommendation result's view once when its items load (viewReco) and returns the
 * click reporter (clickReco) for its tiles (document 2 §4 Recommendations: views reported once).
 */
export function useRecoTracking(result: RecsResult | null | undefined): (productId: string) => void {
  const { location } = useRouter();
  const siteId = location.site.id;
  const reported = useRef<string | null>(null);
  const uuid = result?.recoUUID ?? '';
  const hasItems = (result?.recs.length ?? 0) > 0;
  useEffect(() => {
    if (!result || !hasItems || !uuid || reported.current === uuid) return;
    reported.current = uuid;
    reportActivity(siteId, 'viewReco', { recommenderName: result.recommenderName, __recoUUID: uuid, products: result.recs.map((r) => ({ id: r.productId })) });
  }, [result, hasItems, uuid, siteId]);
  return useCallback(
    (productId: string) => {
      if (!result || !uuid) return;
      reportActivity(siteId, 'clickReco', { recommenderName: result.recommenderName, __recoUUID: uuid, product: { id: productId } });
    },
    [result, uuid, siteId],
  );
}
