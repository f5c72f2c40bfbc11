import { useState } from 'react';
import { css } from 'styled-system/css';
import { registrationErrors, ruleIdOfText } from '../../../shared/account/account-rules';
import { canSendContact, isCaptchaFailure } from '../../../shared/contact/contact-rules';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { PAGE_FORM_FIELD } from '../../../shared/types/form-answer';
import { useFormAnswer } from '../forms/use-form-answer';
import { useHydrated } from '../forms/use-hydrated';
import type { SignInView } from '../account/sign-in-request';
import { CaptchaWidget } from '../contact/captcha-widget';
import { register } from './auth-api';
import { AuthField, checkboxRowClass, ErrorBanner, formClass, submitClass, textLinkClass } from './auth-field';
import { PasswordStrengthMeter } from './password-strength';
import { KEEP_BUSY, useAuthForm } from './use-auth-form';
import { useCaptchaSetting } from './use-captcha-setting';

const INITIAL = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', signUp: false };
const LIVE = ['email'] as const;

/**
 * The registration form (document 1 §2.5, §5): names, e-mail, password with the strength
 * indicator (decision 257: no composition checklist), confirmation, the e-mails checkbox (off),
 * the policy links. Create
 * account stays disabled until the form is touched and, when the captcha setting is on, until a
 * token was obtained.
 */
export function RegisterForm({
  onRegistered,
  onSwitch,
  onBusy,
}: {
  onRegistered: (firstName: string) => void;
  onSwitch?: (view: SignInView) => void;
  onBusy?: (busy: boolean) => void;
}) {
  const t = useT();
  const { location } = useRouter();
  // Without JavaScript the form posts to the registration page, which answers with the account
  // page or this form again with the names and e-mail kept (never the passwords) and its messages.
  const answer = useFormAnswer('register');
  const [initial] = useState(() =>
    answer ? { ...INITIAL, firstName: answer.values.firstName ?? '', lastName: answer.values.lastName ?? '', email: answer.values.email ?? '', signUp: answer.values.signUp === 'on' } : INITIAL,
  );
  const form = useAuthForm(initial, registrationErrors, LIVE, answer ? { failure: answer.message ? t(answer.message) : null, errors: answer.fieldErrors } : undefined);
  const hydrated = useHydrated();
  const captcha = useCaptchaSetting();
  const [token, setToken] = useState<string | null>(null);
  const captchaMissing = captcha.required && !token;
  const meterId = `${form.fieldId('password')}-strength`;

  const submit = form.onSubmit(async (values) => {
    if (captchaMissing) return null;
    const result = await register({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      signUp: values.signUp,
      preferredLocale: location.locale.id,
      ...(token ? { captchaToken: token } : {}),
    });
    if (result.ok) {
      onRegistered(values.firstName.trim());
      return KEEP_BUSY;
    }
    if (isCaptchaFailure(result.message)) {
      setToken(null);
      return t('auth.register.captchaFailed');
    }
    // The server's own password check (a common password) goes under the password field.
    const refused = result.status === 400 ? ruleIdOfText(result.message) : null;
    if (refused?.startsWith('auth.password.')) {
      form.refuse('password', refused);
      return null;
    }
    return t(result.status === 429 ? 'auth.login.tooMany' : 'auth.error.generic');
  }, onBusy);

  return (
    <form method="post" noValidate onSubmit={submit} className={formClass} data-testid="register-form" aria-busy={form.submitting}>
      <input type="hidden" name={PAGE_FORM_FIELD} value="register" />
      <ErrorBanner message={form.failure} />
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
        <AuthField label={t('auth.field.firstName')} type="text" autoComplete="given-name" required {...form.field('firstName')} />
        <AuthField label={t('auth.field.lastName')} type="text" autoComplete="family-name" required {...form.field('lastName')} />
      </div>
      <AuthField label={t('auth.field.email')} type="email" autoComplete="email" required {...form.field('email')} />
      <AuthField label={t('auth.field.password')} type="password" autoComplete="new-password" required describedBy={meterId} {...form.field('password')} />
      <PasswordStrengthMeter id={meterId} password={form.values.password} />
      <AuthField label={t('auth.field.confirmPassword')} type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
      <label className={checkboxRowClass}>
        <input type="checkbox" name="signUp" checked={form.values.signUp} onChange={(e) => form.change('signUp', e.target.checked)} />
        {t('auth.register.signUp')}
      </label>
      <p className={css({ fontSize: 'sm', display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline' })}>
        <span>{t('auth.register.legal')}</span>
        <Link to="/pages/policy/privacy-policy" className={textLinkClass}>
          {t('auth.register.privacy')}
        </Link>
        <Link to="/pages/policy/terms-and-conditions" className={textLinkClass}>
          {t('auth.register.terms')}
        </Link>
      </p>
      {captcha.required && captcha.config && (
        <div className={css({ display: 'grid', gap: '1' })}>
          <CaptchaWidget config={captcha.config} token={token} onToken={setToken} />
          {!token && <p className={css({ fontSize: 'xs', color: 'muted' })}>{t('auth.register.captchaRequired')}</p>}
        </div>
      )}
      {/* The contact form's rule, word for word (document 1 §2.5 and §2.7): touched, and a token when
          the captcha is on; enabled in the server's HTML so the form can be sent without script. */}
      <button
        type="submit"
        disabled={hydrated && !canSendContact({ touched: form.touched, captchaRequired: captcha.required, captchaToken: token, submitting: form.submitting })}
        className={submitClass}
      >
        {form.submitting ? t('auth.submitting') : t('auth.register.submit')}
      </button>
      <p className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'center', fontSize: 'sm' })}>
        <span>{t('auth.register.haveAccount')}</span>
        {onSwitch ? (
          <button type="button" onClick={() => onSwitch('login')} className={textLinkClass}>
            {t('auth.register.signIn')}
          </button>
        ) : (
          <Link to="/login" className={textLinkClass}>
            {t('auth.register.signIn')}
          </Link>
        )}
      </p>
    </form>
  );
}
