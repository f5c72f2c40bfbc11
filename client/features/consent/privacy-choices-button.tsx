import { useT } from '../../i18n/intl';
import { setConsentPreferencesOpen } from './consent-store';

/** "Privacy choices" in the footer: opens the consent preferences on every site (decision 180). */
export function PrivacyChoicesButton({ className }: { className?: string }) {
  const t = useT();
  return (
    <button type="button" className={className} onClick={() => setConsentPreferencesOpen(true)} data-testid="privacy-choices">
      {t('consent.footerLink')}
    </button>
  );
}
