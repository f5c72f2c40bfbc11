import { useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { ACCEPT_ALL, NECESSARY_ONLY, type ConsentChoice } from '../../../shared/analytics/consent';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { ModalFrame } from '../vehicle-selector/modal-frame';
import { chooseConsent, setConsentPreferencesOpen, useConsent, usePreferencesOpen } from './consent-store';

const PRIVACY_POLICY_PATH = '/pages/policy/privacy-policy';

const button = css({
  minH: '11',
  px: { base: '2', sm: '4' },
  borderRadius: 'md',
  fontWeight: 'bold',
  fontSize: { base: 'sm', sm: 'md' },
  lineHeight: 'tight',
  cursor: 'pointer',
  border: '2px solid',
  borderColor: 'brand.blue',
});
// "Accept all" and "Necessary only" look alike: refusing is as easy as accepting (decision 180).
const answer = cx(button, css({ bg: 'brand.blue', color: 'white', _hover: { bg: 'brand.blueDark' } }));
const secondary = cx(button, css({ bg: 'white', color: 'brand.blue', _hover: { bg: 'surface' } }));

/**
 * The consent banner (decision 180): fixed at the bottom, so it shifts nothing; a labelled region
 * that does not trap focus; the two answers side by side, equally prominent, and Preferences.
 */
function ConsentBanner() {
  const t = useT();
  const titleId = useId();
  const bodyId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="consent-banner"
      className={css({
        position: 'fixed',
        insetX: '0',
        bottom: '0',
        zIndex: 1150,
        bg: 'white',
        color: 'fg',
        borderTop: '2px solid',
        borderColor: 'brand.blue',
        boxShadow: 'xl',
        maxH: '60dvh',
        overflowY: 'auto',
      })}
    >
      <div className={css({ maxW: 'container', mx: 'auto', px: { base: '3', md: '6' }, py: { base: '2', sm: '3' }, display: 'flex', flexDirection: { base: 'column', lg: 'row' }, gap: '3', alignItems: { lg: 'center' } })}>
        <div className={css({ flex: '1', minW: '0' })}>
          <h2 id={titleId} className={css({ fontWeight: 'bold', fontSize: 'md' })}>
            {t('consent.banner.title')}
          </h2>
          <p id={bodyId} className={css({ fontSize: { base: 'xs', sm: 'sm' } })}>
            {t('consent.banner.body')}{' '}
            <Link to={PRIVACY_POLICY_PATH} className={css({ color: 'brand.blue', textDecoration: 'underline' })}>
              {t('consent.policy')}
            </Link>
          </p>
        </div>
        {/* Phones: the two answers side by side, Preferences below; wider screens: one row. */}
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr 1fr', sm: 'repeat(3, auto)' }, justifyContent: { sm: 'start', lg: 'end' }, gap: '2' })}>
          <button type="button" className={answer} onClick={() => chooseConsent(ACCEPT_ALL)}>
            {t('consent.acceptAll')}
          </button>
          <button type="button" className={answer} onClick={() => chooseConsent(NECESSARY_ONLY)}>
            {t('consent.necessaryOnly')}
          </button>
          <button type="button" className={cx(secondary, css({ gridColumn: { base: '1 / -1', sm: 'auto' } }))} onClick={() => setConsentPreferencesOpen(true)}>
            {t('consent.preferences')}
          </button>
        </div>
      </div>
    </section>
  );
}

function CategorySwitch({ id, label, description, checked, disabled, note, onChange }: { id: string; label: string; description: string; checked: boolean; disabled?: boolean; note?: string; onChange?: (checked: boolean) => void }) {
  const descriptionId = `${id}-description`;
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '2', alignItems: 'start', py: '2', borderBottom: '1px solid', borderColor: 'line' })}>
      <div>
        <label htmlFor={id} className={css({ fontWeight: 'semibold' })}>
          {label}
        </label>
        <p id={descriptionId} className={css({ fontSize: 'sm', color: 'muted' })}>
          {description}
        </p>
        {note && <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{note}</p>}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={descriptionId}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.checked)}
        className={css({ w: '6', h: '6', mt: '1', cursor: 'pointer', accentColor: 'brand.blue', _disabled: { cursor: 'not-allowed' } })}
      />
    </div>
  );
}

/** The preferences dialog (modal: focus is trapped while it is open, Escape closes it). */
function ConsentPreferences() {
  const t = useT();
  const consent = useConsent();
  const idPrefix = useId();
  const current: ConsentChoice = consent.status === 'ready' ? { analytics: consent.analytics, marketing: consent.marketing } : NECESSARY_ONLY;
  const gpc = consent.status === 'ready' && consent.gpc;
  const [choice, setChoice] = useState<ConsentChoice>(current);
  const close = () => setConsentPreferencesOpen(false);
  const save = (next: ConsentChoice) => {
    chooseConsent(next);
    close();
  };
  return (
    <ModalFrame
      open
      onOpenChange={(open) => !open && close()}
      title={t('consent.prefs.title')}
      description={t('consent.prefs.intro')}
      closeLabel={t('consent.prefs.close')}
      testId="consent-preferences"
      footer={
        <>
          <button type="button" className={answer} onClick={() => save(choice)}>
            {t('consent.prefs.save')}
          </button>
          <button type="button" className={secondary} onClick={() => save(ACCEPT_ALL)}>
            {t('consent.acceptAll')}
          </button>
        </>
      }
    >
      <div>
        <CategorySwitch id={`${idPrefix}-necessary`} label={t('consent.prefs.necessary.label')} description={t('consent.prefs.necessary.description')} note={t('consent.prefs.alwaysOn')} checked disabled />
        <CategorySwitch
          id={`${idPrefix}-analytics`}
          label={t('consent.prefs.analytics.label')}
          description={t('consent.prefs.analytics.description')}
          checked={choice.analytics}
          onChange={(analytics) => setChoice((c) => ({ ...c, analytics }))}
        />
        <CategorySwitch
          id={`${idPrefix}-marketing`}
          label={t('consent.prefs.marketing.label')}
          description={t('consent.prefs.marketing.description')}
          checked={choice.marketing && !gpc}
          disabled={gpc}
          note={gpc ? t('consent.prefs.gpc') : undefined}
          onChange={(marketing) => setChoice((c) => ({ ...c, marketing }))}
        />
      </div>
      <Link to={PRIVACY_POLICY_PATH} onClick={close} className={css({ color: 'brand.blue', textDecoration: 'underline', alignSelf: 'flex-start' })}>
        {t('consent.policy')}
      </Link>
    </ModalFrame>
  );
}

/** The lazily loaded consent interface: the banner while undecided, the preferences when asked for. */
export default function ConsentUi({ banner }: { banner: boolean }) {
  const open = usePreferencesOpen();
  return (
    <>
      {banner && <ConsentBanner />}
      {open && <ConsentPreferences />}
    </>
  );
}
