import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { SiteConfig } from '../../../shared/sites/config';
import { CRAWLER_PATTERN, siteToOffer } from '../../../shared/sites/site-redirect';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { countrySwitchTarget } from '../locale/locale-target';
import { ModalFrame } from '../vehicle-selector/modal-frame';
import { readSiteChoice, storeSiteChoice } from './site-choice-storage';
import { visitorCountry } from './visitor-country';

const buttonClass = css({ minH: '11', px: '5', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer', w: { base: 'full', sm: 'auto' } });

/**
 * Site-redirect modal (document 1 §2.4, §4): a visitor from the other country is offered that
 * site once per session, keeping the path. It runs only in the browser after hydration, so
 * crawlers (and the cached HTML) never carry it.
 */
export function SiteRedirectModal() {
  const t = useT();
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
  if (!offer) return null;
  // Wording follows the visitor: Canada-focused for a Canadian on the US site, and the reverse.
  const key = offer.l10n.country === 'CA' ? 'content.siteRedirect.toCanada' : 'content.siteRedirect.toUs';
  const stay = () => {
    storeSiteChoice();
    setOffer(null);
  };
  const go = () => {
    storeSiteChoice();
    window.location.assign(countrySwitchTarget(location, offer.l10n.country).href);
  };
  return (
    <ModalFrame open onOpenChange={(open) => !open && stay()} title={t(`${key}.title`)} closeLabel={t('content.siteRedirect.close')} testId="site-redirect-modal">
      <div className={css({ p: '4', display: 'grid', gap: '4' })}>
        <p>{t(`${key}.body`)}</p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <button type="button" onClick={go} className={`${buttonClass} ${css({ bg: 'brand.blue', color: 'white' })}`}>{t(`${key}.go`)}</button>
          <button type="button" onClick={stay} className={`${buttonClass} ${css({ border: '1px solid', borderColor: 'line', bg: 'white' })}`}>{t(`${key}.stay`)}</button>
        </div>
      </div>
    </ModalFrame>
  );
}
