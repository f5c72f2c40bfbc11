import { Suspense, use, useCallback, useEffect } from 'react';
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
 * The payload suspends until it is here: a navigation is a transition, so the previous page stays
 * on screen meanwhile (decision 273). A payload that did not arrive throws to the offline
 * boundary; any other failure shows the error page.
 */
function PayloadView({ href }: { href: string }) {
  const navigate = useNavigate();
  const { location } = useRouter();
  // With suspense the data is always here once this renders.
  const data = useSWR<PageResult>(pageDataKey(href), { suspense: true }).data as PageResult;
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
