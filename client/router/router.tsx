import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { matchRoute, type RouteMatch } from '../../shared/routes/match-route';
import { buildHref, resolveLocation, type ResolvedLocation } from '../../shared/sites/resolve';
import { currentHref, pushHref, subscribeToLocation } from './location-store';

export interface RouterValue {
  /** Full path and query as in the address bar (prefixes included). */
  href: string;
  location: ResolvedLocation;
  match: RouteMatch | null;
}

const RouterContext = createContext<RouterValue | null>(null);

/** Provides the location: fixed on the server, the live browser location on the client. */
export function RouterProvider({ serverHref, children }: { serverHref: string; children: ReactNode }) {
  const href = useSyncExternalStore(
    typeof window === 'undefined' ? noopSubscribe : subscribeToLocation,
    typeof window === 'undefined' ? () => serverHref : currentHref,
    () => serverHref,
  );
  const value = useMemo<RouterValue>(() => {
    const location = resolveLocation(href);
    return { href, location, match: matchRoute(location.path) };
  }, [href]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function noopSubscribe() {
  return () => undefined;
}

export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useRouter needs a RouterProvider');
  return value;
}

/** Builds an internal link for a prefix-free path on the current site and locale. */
export function useHref(path: string): string {
  const { location } = useRouter();
  return buildHref(path, location.site, location.locale);
}

export interface NavigateOptions {
  replace?: boolean;
  /** Keep the scroll position (filter changes); default scrolls to top. */
  keepScroll?: boolean;
}

/**
 * Navigates to a full href (with prefixes). Within the same site it stays in the app; another
 * site means a full navigation (document 1 §4, locale switch).
 */
export function useNavigate() {
  const { location } = useRouter();
  return useCallback(
    (href: string, options: NavigateOptions = {}) => {
      const target = resolveLocation(href);
      if (target.site.id !== location.site.id) {
        window.location.assign(href);
        return;
      }
      pushHref(href, options.replace);
      if (!options.keepScroll) window.scrollTo(0, 0);
    },
    [location.site.id],
  );
}
