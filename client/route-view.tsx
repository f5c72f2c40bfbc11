import { Suspense, use, useCallback, useEffect, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { isRedirect, pageDataKey, type PagePayload, type PageResult } from '../shared/types/page';
import { buildHref } from '../shared/sites/resolve';
import { loadPage } from './pages/page-registry';
import { useNavigate, useRouter } from './router/router';
import { OfflineBoundary } from './features/shell/offline-boundary';
import { PageSkeleton } from './features/shell/page-skeleton';
import { PageHead } from './features/seo/page-head';

/** Renders the page of the current location from its payload (SSR fallback, then /api/page). */
export function RouteView() {
  const { href } = useRouter();
  const { cache } = useSWRConfig();
  // A failed payload stays in SWR's cache as an error; drop it so Retry (or coming back) fetches anew.
  const forget = useCallback(
    (failedHref: string) => {
      const key = pageDataKey(failedHref);
      if (cache.get(key)?.error) cache.delete(key);
    },
    [cache],
  );
  return (
    <OfflineBoundary resetKey={href} onReset={forget}>
      <Suspense fallback={<PageSkeleton />}>
        <PayloadView href={href} />
      </Suspense>
    </OfflineBoundary>
  );
}

/**
 * The payload of the location. Another page suspends until its payload is here: a navigation is
 * a transition, so the page on screen stays meanwhile (decision 273). The same page with another
 * query (a list's filters, sort or page) keeps showing its last payload while the next loads, so
 * the list shows its skeletons (document 2: loading, then results). A payload that did not arrive
 * throws to the offline boundary; any other failure shows the error page.
 */
function PayloadView({ href }: { href: string }) {
  const navigate = useNavigate();
  const { location } = useRouter();
  // The payload last rendered here, and the path it belongs to.
  const last = useRef<{ path: string; data: PageResult } | null>(null);
  const keep = last.current?.path === location.path;
  const { data: fetched, error } = useSWR<PageResult>(pageDataKey(href), { suspense: !keep, keepPreviousData: keep });
  if (error) throw error;
  // Suspense guarantees data; otherwise the previous payload stands in.
  const data = (fetched ?? last.current?.data) as PageResult;
  last.current = { path: location.path, data };
  const redirect = isRedirect(data) ? data.redirect : null;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  if (isRedirect(data)) return <PageSkeleton />;
  return <PageOfKind payload={data} homeHref={buildHref('/', location.site, location.locale)} />;
}

function PageOfKind({ payload }: { payload: PagePayload; homeHref: string }) {
  const Page = use(loadPage(payload.kind));
  return (
    <>
      <PageHead payload={payload} />
      <Page payload={payload as never} />
    </>
  );
}
