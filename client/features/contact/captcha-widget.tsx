import { css } from 'styled-system/css';
import type { CaptchaWidgetConfig } from '../../../shared/contact/contact-rules';
import { useT } from '../../i18n/intl';

/**
 * The captcha of the contact form. Locally (and in tests) it is the test widget: a checkbox that
 * issues a token the local verifier accepts. With Turnstile keys configured the same slot hosts
 * Cloudflare's widget (docs/decisions/122-contact-form.md).
 */
export function CaptchaWidget({ config, token, onToken }: { config: CaptchaWidgetConfig; token: string | null; onToken: (token: string | null) => void }) {
  const t = useT();
  const solved = Boolean(token);
  if (config.kind !== 'local') return <div className="cf-turnstile" data-sitekey={config.siteKey} />;
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', border: '1px solid', borderColor: 'line', borderRadius: 'md', p: '3', bg: 'surface', maxW: '18rem' })}>
      <button
        type="button"
        role="checkbox"
        aria-checked={solved}
        aria-label={t('contact.captcha.label')}
        data-testid="captcha-checkbox"
        onClick={() => onToken(solved ? null : `local-pass.${crypto.randomUUID()}`)}
        className={css({ w: '7', h: '7', flexShrink: 0, border: '2px solid', borderColor: solved ? 'success' : 'muted', borderRadius: 'sm', bg: 'white', display: 'grid', placeItems: 'center', cursor: 'pointer', color: 'success', fontWeight: 'bold' })}
      >
        {solved && <span aria-hidden="true">✓</span>}
      </button>
      <span className={css({ fontSize: 'sm' })}>{solved ? t('contact.captcha.solved') : t('contact.captcha.label')}</span>
    </div>
  );
}
