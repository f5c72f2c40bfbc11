import { css } from 'styled-system/css';
import { PASSWORD_STRENGTH_LEVELS, passwordStrength } from '../../../shared/account/account-rules';
import { useT } from '../../i18n/intl';

/** Bar colours by level: line (none), danger (weak), amber (fair), brand blue (good), success (strong). */
const COLORS = ['#D8DBE5', '#B3261E', '#8A5300', '#2635D9', '#136C34'] as const;
const SEGMENTS = PASSWORD_STRENGTH_LEVELS.length - 1;

/**
 * The strength indicator under a new password (document 1 §2.5, with decision 257 in place of the
 * composition checklist): a bar and its level by length (15 or more is strong), and a hint of what
 * makes a good password. The server refuses common passwords; this indicator never claims it knows.
 */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const t = useT();
  const level = passwordStrength(password);
  const rank = PASSWORD_STRENGTH_LEVELS.indexOf(level);
  return (
    <div id={id} className={css({ display: 'grid', gap: '1' })} data-testid="password-meter">
      <div aria-hidden="true" className={css({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '1' })}>
        {Array.from({ length: SEGMENTS }, (_, index) => (
          <span key={index} className={css({ h: '1.5', borderRadius: 'full' })} style={{ background: index < rank ? COLORS[rank] : COLORS[0] }} />
        ))}
      </div>
      <p className={css({ fontSize: 'xs', color: 'muted' })} data-testid="password-strength" data-strength={level}>
        {t('auth.strength.label', { level: t(`auth.strength.${level}`) })}
      </p>
      <p className={css({ fontSize: 'xs', color: 'muted' })}>{t('auth.password.hint')}</p>
    </div>
  );
}
