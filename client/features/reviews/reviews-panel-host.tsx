import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { reviewsPanelAtom } from './reviews-atoms';

// The panel's code loads on first open, so pages without it carry none of its weight.
const ReviewsPanel = lazy(() => import('./reviews-panel'));

/** Mounts the one reviews panel of the page while a product's reviews are open. */
export function ReviewsPanelHost() {
  const target = useAtomValue(reviewsPanelAtom);
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <ReviewsPanel />
    </Suspense>
  );
}
