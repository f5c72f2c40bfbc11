import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Runs `report` once per distinct `key` (null: not yet). Lists report when their items load and
 * again only when other items load (a new page of results, a new recommendation answer), never
 * on a re-render (document 2 §4: list views once per list or scroller, recommendation views once).
 *
 * `page: true` reports in a layout effect: a page's own events (view-item, view-list…) then
 * always come before the impressions of the scrollers inside it, whose passive effects run later
 * in the same commit, or in a later one when their data streams in.
 */
export function useTrackOnce(key: string | null, report: () => void, options: { page?: boolean } = {}): void {
  const done = useRef<string | null>(null);
  const useReportEffect = options.page ? useLayoutEffect : useEffect;
  useReportEffect(() => {
    if (key === null || done.current === key) return;
    done.current = key;
    report();
    // Only the key decides; `report` closes over the values of the render that produced it.
  }, [key]);
}
