import { css } from 'styled-system/css';
import { PASSWORD_CHECKLIST, passwordChecks, passwordStrength } from '../../../shared/account/account-rules';
import { useT } from '../../i18n/intl';

const LEVELS = ['none', 'weak', 'weak', 'fair', 'good', 'strong'] as const;
/** Bar colours by strength (danger, amber, brand blue, success tokens' values). */
const COLORS = ['#D8DBE5', '#B3261E', '#B3261E', '#8A5300', '#2635D9', '#136C34'] as const;

/**
 * The password strength indicator and the five-item checklist (document 1 §5) under a new
 * password; each item ticks as soon as the password meets it.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const t = useT();
  const strength = passwordStrength(password);
  const checks = passwordChecks(password);
  const level = t(`auth.strength.${LEVELS[strength]}`);
  return (
    <div id={id} className={css({ display: 'grid', gap: '2' })} data-testid="password-checklist">
      <div className={css({ display: 'grid', gap: '1' })}>
        <div aria-hidden="true" className={css({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '1' })}>
          {PASSWORD_CHECKLIST.map((item, index) => (
            <span key={item.id} className={css({ h: '1.5', borderRadius: 'full' })} style={{ background: index < strength ? COLORS[strength] : COLORS[0] }} />
          ))}
        </div>
        <p className={css({ fontSize: 'xs', color: 'muted' })} data-testid="password-strength" data-strength={strength}>
          {t('auth.strength.label', { level })}
        </p>
      </div>
      <p className={css({ fontSize: 'xs', fontWeight: 'semibold' })}>{t('auth.checklist.heading')}</p>
      <ul className={css({ listStyle: 'none', display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '1', fontSize: 'xs' })}>
        {PASSWORD_CHECKLIST.map((item) => {
          const met = checks[item.id];
          const label = t(item.label);
          return (
            <li key={item.id} data-check={item.id} data-met={met} className={css({ display: 'flex', alignItems: 'center', gap: '1.5', color: met ? 'success' : 'muted' })}>
              <span aria-hidden="true" className={css({ fontWeight: 'bold', w: '3' })}>{met ? '✓' : '○'}</span>
              <span aria-hidden="true">{label}</span>
              <span className={css({ srOnly: true })}>{t(met ? 'auth.checklist.met' : 'auth.checklist.unmet', { item: label })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
