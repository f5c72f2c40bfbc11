import { useEffect } from 'react';
import { recordActivity } from './activity-port';

/** Page-view tracking of the category page: one viewCategory per category shown. */
export function useCategoryView(categoryId: string): void {
  useEffect(() => {
    recordActivity({ name: 'viewCategory', payload: { category: { id: categoryId } } });
  }, [categoryId]);
}
