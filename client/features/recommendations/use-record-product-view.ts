import { useEffect } from 'react';
import { useRouter } from '../../router/router';
import { activityProduct, reportActivity } from './activity-client';
import { recordRecentlyViewed } from './recently-viewed-store';

// Pages mount more than one recorder (the page and its recommendations); one record per view.
let lastRecorded: { productId: string; at: number } | null = null;
const SAME_VIEW_MS = 2_000;

/**
 * Records a product page view: the product goes first in the browser's recently viewed list and
 * a viewProduct activity is reported. Safe to call from several components of the same page.
 */
export function useRecordProductView(productId: string | null | undefined): void {
  const { location } = useRouter();
  const siteId = location.site.id;
  useEffect(() => {
    if (!productId) return;
    const now = Date.now();
    if (lastRecorded && lastRecorded.productId === productId && now - lastRecorded.at < SAME_VIEW_MS) return;
    lastRecorded = { productId, at: now };
    recordRecentlyViewed(productId);
    reportActivity(siteId, 'viewProduct', { product: activityProduct(productId) });
  }, [productId, siteId]);
}
