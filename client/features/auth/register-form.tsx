import { useId, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { registrationErrors } from '../../../shared/account/account-rules';
import { isCaptchaFailure } from '../../../shared/contact/contact-rules';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import type { SignInView } from '../account/sign-in-request';
import { CaptchaWidget } from '../contact/captcha-widget';
import { register } from './auth-api';
import { AuthField, checkboxRowClass, ErrorBanner, focusField, formClass, submitClass, textLinkClass } from './auth-field';
import { PasswordChecklist } from './password-checklist';
import { useAuthForm } from './use-auth-form';
import { useCaptchaSetting } from './use-captcha-setting';

const INITIAL = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', signUp: false };
const LIVE = ['email'] as const;
const AUTOCOMPLETE = { firstName: 'given-name', lastName: 'family-name', email: 'email' } as const;

/**
 * The registration form (document 1 §2.5, §5): names, e-mail, password with the strength
 * indicator and checklist, confirmation, the e-mails checkbox (off), the policy links. Create
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
  const id = useId();
  const { location } = useRouter();
  const form = useAuthForm(INITIAL, registrationErrors, LIVE);
  const captcha = useCaptchaSetting();
  const [token, setToken] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const captchaMissing = captcha.required && !token;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || captchaMissing) return;
    const invalid = form.validate();
    if (invalid) return focusField(`${id}-${invalid}`);
    setFailure(null);
    setSubmitting(true);
    onBusy?.(true);
    const { values } = form;
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
      return;
    }
    setSubmitting(false);
    onBusy?.(false);
    if (isCaptchaFailure(result.message)) {
      setToken(null);
      setFailure(t('auth.register.captchaFailed'));
    } else {
      setFailure(t(result.status === 429 ? 'auth.login.tooMany' : 'auth.error.generic'));
    }
  };

  const field = (name: 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword', type: string, autoComplete: string, describedBy?: string) => (
    <AuthField
      id={`${id}-${name}`}
      label={t(`auth.field.${name}`)}
      type={type}
      name={name}
      autoComplete={autoComplete}
      required
      value={form.values[name]}
      error={form.errors[name]}
      describedBy={describedBy}
      onChange={(e) => form.change(name, e.target.value)}
      onBlur={() => form.blur(name)}
    />
  );

  return (
    <form noValidate onSubmit={submit} className={formClass} data-testid="register-form" aria-busy={submitting}>
      <ErrorBanner message={failure} />
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
        {field('firstName', 'text', AUTOCOMPLETE.firstName)}
        {field('lastName', 'text', AUTOCOMPLETE.lastName)}
      </div>
      {field('email', 'email', AUTOCOMPLETE.email)}
      {field('password', 'password', 'new-password', `${id}-checklist`)}
      <PasswordChecklist id={`${id}-checklist`} password={form.values.password} />
      {field('confirmPassword', 'password', 'new-password')}
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
      <button type="submit" disabled={!form.touched || captchaMissing || submitting} className={submitClass}>
        {submitting ? t('auth.submitting') : t('auth.register.submit')}
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
