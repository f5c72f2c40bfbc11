import { useEffect, useState } from 'react';
import type { SiteConfig } from '../../../shared/sites/config';
import { CRAWLER_PATTERN, siteToOffer } from '../../../shared/sites/site-redirect';
import { lazyPart } from '../../components/lazy/lazy-part';
import { useRouter } from '../../router/router';
import { readSiteChoice } from './site-choice-storage';
import { visitorCountry } from './visitor-country';

const dialog = lazyPart(() => import('./site-redirect-dialog').then((m) => m.SiteRedirectDialog), 'site-redirect-dialog');

/**
 * Site-redirect modal (document 1 §2.4, §4): a visitor from the other country is offered that
 * site once per session, keeping the path. It runs only in the browser after hydration, so
 * crawlers (and the cached HTML) never carry it.
 */
export function SiteRedirectModal() {
  const { location } = useRouter();
  const [offer, setOffer] = useState<SiteConfig | null>(null);
  const site = location.site;
  useEffect(() => {
    if (CRAWLER_PATTERN.test(navigator.userAgent)) return;
    const flags = readSiteChoice();
    if (flags.stayOnSite || flags.preventRedirection) return;
    let cancelled = false;
    void visitorCountry().then((country) => {
      if (!cancelled) setOffer(siteToOffer(country, site, readSiteChoice()));
    });
    return () => {
      cancelled = true;
    };
  }, [site]);
  return <dialog.Part wanted={offer !== null} offer={offer} onClose={() => setOffer(null)} />;
}
