import { lazy, Suspense, useEffect } from 'react';
import { useBoot } from '../../boot-context';
import { useRouter } from '../../router/router';
import { startConsent, useConsent, usePreferencesOpen } from '../consent/consent-store';
import { reportActivity, setPersonalizationInstanceType } from '../recommendations/activity-client';
import { LEGACY_COMMERCE_ANALYTICS_ENABLED, startLegacyCommerceAnalytics } from './legacy-commerce-analytics';
import { MarketingSync } from './marketing-sync';
import { ThirdPartyTags } from './third-party-tags';

// Its own chunk: most visits never show it (decided, opt-out, crawler).
const ConsentUi = lazy(() => import('../consent/consent-ui'));

/** Longest currentLocation the activity endpoint takes. */
const MAX_LOCATION = 2000;

/**
 * The shell's analytics (decisions 180–184), after hydration only: works out the consent, shows
 * the banner while a Law 25 visitor has not chosen (never to crawlers) and the preferences when
 * asked for, reports a viewPage activity per page, and runs the third-party slots and the
 * marketing tracker their consent allows. Renders nothing on the server.
 */
export function AnalyticsHost() {
  const boot = useBoot();
  const { href, location } = useRouter();
  const consent = useConsent();
  const preferencesOpen = usePreferencesOpen();
  const siteId = location.site.id;
  const country = location.site.l10n.country;

  useEffect(() => {
    setPersonalizationInstanceType(boot.analytics.instanceType);
    void startConsent(country);
    if (LEGACY_COMMERCE_ANALYTICS_ENABLED) startLegacyCommerceAnalytics();
    // Once per page load: the site (and so the regime) only changes with a full navigation.
  }, []);

  useEffect(() => {
    reportActivity(siteId, 'viewPage', { currentLocation: window.location.href.slice(0, MAX_LOCATION) });
  }, [href, siteId]);

  const banner = consent.status === 'ready' && !consent.crawler && !consent.decided;
  return (
    <>
      {(banner || preferencesOpen) && (
        <Suspense fallback={null}>
          <ConsentUi banner={banner} />
        </Suspense>
      )}
      <ThirdPartyTags />
      <MarketingSync />
    </>
  );
}
