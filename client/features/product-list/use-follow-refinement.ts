import { useCallback, useEffect, useRef } from 'react';
import { SCROLL_OBSERVER_MS } from '../../../shared/search/search-constants';

/**
 * After a filter change the list re-renders and the filter group the shopper touched can move
 * off screen; it is watched and brought back into view, for 5 s at most (document 2 §4, §9).
 */
export function useFollowRefinement(dataVersion: unknown) {
  const pending = useRef<string | null>(null);
  const mark = useCallback((attributeId: string) => {
    pending.current = attributeId;
  }, []);
  useEffect(() => {
    const attributeId = pending.current;
    if (!attributeId || typeof IntersectionObserver === 'undefined') return;
    pending.current = null;
    const element = document.querySelector(`[data-refinement-id="${CSS.escape(attributeId)}"]`);
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => !entry.isIntersecting)) element.scrollIntoView({ block: 'nearest' });
    });
    observer.observe(element);
    const timer = window.setTimeout(() => observer.disconnect(), SCROLL_OBSERVER_MS);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [dataVersion]);
  return mark;
}
