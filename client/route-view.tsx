import { Suspense, use, useCallback, useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { isRedirect, pageDataKey, type PagePayload, type PageResult } from '../shared/types/page';
import { buildHref } from '../shared/sites/resolve';
import { loadPage } from './pages/page-registry';
import { useNavigate, useRouter } from './router/router';
import { OfflineBoundary } from './features/shell/offline-boundary';
import { PageSkeleton } from './features/shell/page-skeleton';
import { ErrorPage } from './features/shell/error-page';
import { isOfflineError } from './features/shell/load-failure';
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

function PayloadView({ href }: { href: string }) {
  const navigate = useNavigate();
  const { location } = useRouter();
  const { data, error } = useSWR<PageResult>(pageDataKey(href), { keepPreviousData: true });
  const redirect = data && isRedirect(data) ? data.redirect : null;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  if (error) {
    if (isOfflineError(error)) throw error; // no answer: the offline boundary shows it
    return <ErrorPage message={String(error.message ?? error)} />;
  }
  if (!data || isRedirect(data)) return <PageSkeleton />;
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
