import { css } from 'styled-system/css';
import type { SiteConfig } from '../../../shared/sites/config';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { countrySwitchTarget } from '../locale/locale-target';
import { ModalFrame } from '../vehicle-selector/modal-frame';
import { storeSiteChoice } from './site-choice-storage';

const buttonClass = css({ minH: '11', px: '5', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer', w: { base: 'full', sm: 'auto' } });

/** The offer of the other country's site (document 1 §2.4); its own chunk, loaded with an offer. */
export function SiteRedirectDialog({ offer, onClose }: { offer: SiteConfig | null; onClose: () => void }) {
  const t = useT();
  const { location } = useRouter();
  if (!offer) return null;
  // Wording follows the visitor: Canada-focused for a Canadian on the US site, and the reverse.
  const key = offer.l10n.country === 'CA' ? 'content.siteRedirect.toCanada' : 'content.siteRedirect.toUs';
  const stay = () => {
    storeSiteChoice();
    onClose();
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
