import { useCallback, useEffect, useMemo, useState } from 'react';
import { buildListingSearch, clearRefinement, parseListingQuery, toggleRefinement, type ListingState, type RefineMap } from '../../../shared/search/refine-url';
import { DEFAULT_PAGE_SIZE, SINGLE_SELECT_REFINEMENTS } from '../../../shared/search/search-constants';
import type { SearchResult } from '../../../shared/search/search-types';
import { buildHref } from '../../../shared/sites/resolve';
import { useNavigate, useRouter } from '../../router/router';

/**
 * The list's URL state and its changes (document 1 §2.9, document 2 §4): every filter change drops
 * the page and rewrites the URL without a reload, keeping the scroll position; sort and page
 * changes scroll to the top. The page payload then refetches through SWR.
 */
export function useListing(result: SearchResult, query: string, vehicleParam: string | null) {
  const { location } = useRouter();
  const navigate = useNavigate();
  // Filters show the shopper's change at once; the next payload then confirms it.
  const [pending, setPending] = useState<RefineMap | null>(null);
  // The change holds until the location on screen is the address it wrote: a payload of an earlier
  // navigation (a sort still loading when the filter was ticked) would show the box unticked meanwhile.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).toString() === new URLSearchParams(location.search).toString()) setPending(null);
  }, [result, location.search]);
  const defaults = useMemo(() => ({ sort: result.sortingOptions.some((o) => o.id === 'best-matches') ? 'best-matches' : 'best-sellers', limit: DEFAULT_PAGE_SIZE }), [result.sortingOptions]);
  // The address bar is the truth: while the next payload loads, the result still shows the last one.
  const state: ListingState = useMemo(() => {
    const fromResult: ListingState = {
      ...(query ? { q: query } : {}),
      ...(vehicleParam ? { vehicle: vehicleParam } : {}),
      refine: result.selectedRefinements,
      sort: result.selectedSortingOption,
      page: result.pagination.currentPage,
      limit: result.limit,
    };
    let fromUrl: ListingState = fromResult;
    try {
      fromUrl = parseListingQuery(new URLSearchParams(location.search));
    } catch {
      // An unreadable URL was answered with a 400 page; keep what the result says.
    }
    return { ...fromUrl, refine: pending ?? fromUrl.refine };
  }, [query, vehicleParam, result, pending, location.search]);
  const pathFor = useCallback((next: ListingState) => location.path + buildListingSearch(next, defaults), [location.path, defaults]);
  // A change made while the previous one is still loading (a transition) builds on that previous
  // one: the address bar already shows it, the committed location does not yet.
  const latest = useCallback((): ListingState => {
    const pagePath = new URL(buildHref(location.path, location.site, location.locale), window.location.origin).pathname;
    if (window.location.pathname !== pagePath) return state;
    try {
      const fromAddressBar = parseListingQuery(new URLSearchParams(window.location.search));
      return { ...fromAddressBar, refine: pending ?? fromAddressBar.refine };
    } catch {
      return state;
    }
  }, [state, pending, location.path, location.site, location.locale]);
  const go = useCallback(
    (next: ListingState, keepScroll: boolean) => navigate(buildHref(pathFor(next), location.site, location.locale), { keepScroll }),
    [navigate, pathFor, location.site, location.locale],
  );
  const setRefine = useCallback(
    (refine: RefineMap) => {
      setPending(refine);
      go({ ...latest(), refine, page: undefined, offset: undefined }, true);
    },
    [go, latest],
  );
  return {
    state,
    /** Prefix-free href of a page of this list. */
    pageHref: (page: number) => pathFor({ ...state, page, offset: undefined }),
    toggle: (attributeId: string, value: string) => setRefine(toggleRefinement(latest().refine, attributeId, value, SINGLE_SELECT_REFINEMENTS.includes(attributeId))),
    clear: (attributeId: string) => setRefine(clearRefinement(latest().refine, attributeId)),
    clearAll: () => setRefine({}),
    sort: (sort: string) => go({ ...latest(), sort, page: undefined, offset: undefined }, false),
  };
}

export type Listing = ReturnType<typeof useListing>;
