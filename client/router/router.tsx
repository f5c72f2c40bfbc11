import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react';
import { matchRoute, type RouteMatch } from '../../shared/routes/match-route';
import { buildHref, resolveLocation, type ResolvedLocation } from '../../shared/sites/resolve';
import { loadAllWidgets } from '../components/lazy/widget-registry';
import { markClientNavigation } from '../data/after-hydration';
import { currentEntryKey, saveScroll, savedScroll, startScrollHistory, writeEntry } from './history-scroll';
import { focusNewPage } from './page-focus';

export interface RouterValue {
  /** Full path and query as in the address bar (prefixes included). */
  href: string;
  location: ResolvedLocation;
  match: RouteMatch | null;
  /** True while a navigation's page is still loading (the previous page stays on screen). */
  pending: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Keep the scroll position and the focus (filter changes); default scrolls to top. */
  keepScroll?: boolean;
}

type Navigate = (href: string, options?: NavigateOptions) => void;

/** What to do once the new location has been committed (decision 273). */
interface AfterCommit {
  scroll: { kind: 'top' } | { kind: 'keep' } | { kind: 'restore'; key: string };
  focus: boolean;
}

// Inline, so the router's chunk needs no style module.
const SR_ONLY = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const RouterContext = createContext<RouterValue | null>(null);
const NavigateContext = createContext<Navigate | null>(null);

function addressBarHref(): string {
  return window.location.pathname + window.location.search;
}

/**
 * Provides the location: fixed on the server; in the browser, state that every navigation
 * changes inside startTransition, so the page on screen stays (and stays interactive) until the
 * next one has its data and code, and React never meets a widget still waiting for its code with
 * an urgent update (decision 273). After the commit it scrolls (top, or where an entry was left on
 * back/forward), moves the focus to the new page's heading and announces it.
 */
export function RouterProvider({ serverHref, children }: { serverHref: string; children: ReactNode }) {
  const [href, setHref] = useState(serverHref);
  const [pending, startTransition] = useTransition();
  const afterCommit = useRef<AfterCommit | null>(null);
  const entryKey = useRef<string | null>(null);
  const shown = useRef(href);
  shown.current = href;
  const announcer = useRef<HTMLDivElement>(null);

  const show = useCallback((target: string, after: AfterCommit) => {
    markClientNavigation();
    // Every widget renders again with the new location: their code should be here by then.
    loadAllWidgets();
    afterCommit.current = after;
    if (target === shown.current) {
      runAfterCommit(afterCommit, announcer.current);
      return;
    }
    startTransition(() => setHref(target));
  }, []);

  useEffect(() => {
    // The server rendered the page's own query (decision 276); the address may carry more that only
    // the browser reads (?signin=, campaign parameters): after hydration the location is the address.
    if (addressBarHref() !== shown.current) startTransition(() => setHref(addressBarHref()));
    startScrollHistory();
    entryKey.current = currentEntryKey();
    const onPopState = () => {
      if (entryKey.current) saveScroll(entryKey.current);
      entryKey.current = currentEntryKey();
      // A fragment (the skip link) or an entry of the same page: the browser handles it.
      if (addressBarHref() === shown.current) return;
      show(addressBarHref(), { scroll: { kind: 'restore', key: entryKey.current }, focus: true });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);

  useLayoutEffect(() => {
    runAfterCommit(afterCommit, announcer.current);
  }, [href]);

  const navigate = useCallback<Navigate>(
    (target, options = {}) => {
      const current = resolveLocation(shown.current);
      // Another site is another app (document 1 §4, locale switch): a full navigation.
      if (resolveLocation(target).site.id !== current.site.id) {
        window.location.assign(target);
        return;
      }
      if (entryKey.current) saveScroll(entryKey.current);
      entryKey.current = writeEntry(target, options.replace ?? false);
      show(target, { scroll: options.keepScroll ? { kind: 'keep' } : { kind: 'top' }, focus: !options.keepScroll });
    },
    [show],
  );

  const value = useMemo<RouterValue>(() => {
    const location = resolveLocation(href);
    return { href, location, match: matchRoute(location.path), pending };
  }, [href, pending]);
  return (
    <NavigateContext.Provider value={navigate}>
      <RouterContext.Provider value={value}>
        {children}
        <div ref={announcer} aria-live="polite" aria-atomic="true" style={SR_ONLY} />
      </RouterContext.Provider>
    </NavigateContext.Provider>
  );
}

function runAfterCommit(ref: { current: AfterCommit | null }, announcer: HTMLElement | null): void {
  const after = ref.current;
  ref.current = null;
  if (!after) return;
  if (after.scroll.kind === 'top') window.scrollTo(0, 0);
  else if (after.scroll.kind === 'restore') window.scrollTo(0, savedScroll(after.scroll.key));
  if (after.focus) focusNewPage(announcer);
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

/**
 * Navigates to a full href (with prefixes). Within the same site it stays in the app; another
 * site means a full navigation (document 1 §4, locale switch).
 */
export function useNavigate(): Navigate {
  const navigate = useContext(NavigateContext);
  if (!navigate) throw new Error('useNavigate needs a RouterProvider');
  return navigate;
}
