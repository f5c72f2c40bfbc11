import { useRouter } from '../../router/router';
import { pageFields } from '../analytics/analytics-events';
import { track } from '../analytics/track';
import { useTrackOnce } from '../analytics/use-track-once';
import { reportActivity } from '../recommendations/activity-client';

/** Page-view tracking of the category page (document 2 §2): view-category and one viewCategory per category shown. */
export function useCategoryView(categoryId: string): void {
  const { location } = useRouter();
  useTrackOnce(categoryId, () => {
    track({ event: 'view-category', category_id: categoryId, ...pageFields(location) });
    reportActivity(location.site.id, 'viewCategory', { category: { id: categoryId } });
  }, { page: true });
}
