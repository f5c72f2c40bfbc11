import { useId, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { loginErrors, normalizeLogin } from '../../../shared/account/account-rules';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import type { SignInView } from '../account/sign-in-request';
import { login } from './auth-api';
import { AuthField, checkboxRowClass, ErrorBanner, focusField, formClass, submitClass, textLinkClass } from './auth-field';
import { useAuthForm } from './use-auth-form';

const INITIAL = { email: '', password: '', rememberMe: true };
const LIVE = ['email'] as const;

/**
 * The login form (document 1 §2.5): email, password, remember me (on by default), Forgot
 * Password?, Login, and "Don't have an account?" with Create account. In the modal the two links
 * switch views; on the login page they go to /reset-password and /registration. A refused login
 * shows the spec's banner text.
 */
export function LoginForm({
  onSignedIn,
  onSwitch,
  onBusy,
  showCreateAccount = true,
}: {
  onSignedIn: (firstName: string) => void;
  onSwitch?: (view: SignInView) => void;
  onBusy?: (busy: boolean) => void;
  showCreateAccount?: boolean;
}) {
  const t = useT();
  const id = useId();
  const form = useAuthForm(INITIAL, loginErrors, LIVE);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const invalid = form.validate();
    if (invalid) return focusField(`${id}-${invalid}`);
    setFailure(null);
    setSubmitting(true);
    onBusy?.(true);
    const result = await login({ email: normalizeLogin(form.values.email), password: form.values.password, rememberMe: form.values.rememberMe });
    if (result.ok && result.data) {
      // Stays busy: the page is about to load again.
      onSignedIn(result.data.firstName ?? '');
      return;
    }
    setSubmitting(false);
    onBusy?.(false);
    setFailure(t(result.status === 401 || result.status === 400 ? 'auth.login.failed' : result.status === 429 ? 'auth.login.tooMany' : 'auth.error.generic'));
  };

  const switchLink = (view: SignInView, path: string, label: string) =>
    onSwitch ? (
      <button type="button" onClick={() => onSwitch(view)} className={textLinkClass}>
        {label}
      </button>
    ) : (
      <Link to={path} className={textLinkClass}>
        {label}
      </Link>
    );

  return (
    <form noValidate onSubmit={submit} className={formClass} data-testid="login-form" aria-busy={submitting}>
      <ErrorBanner message={failure} />
      <AuthField
        id={`${id}-email`}
        label={t('auth.field.email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.change('email', e.target.value)}
        onBlur={() => form.blur('email')}
      />
      <AuthField
        id={`${id}-password`}
        label={t('auth.field.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        error={form.errors.password}
        onChange={(e) => form.change('password', e.target.value)}
        onBlur={() => form.blur('password')}
      />
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <label className={checkboxRowClass}>
          <input type="checkbox" name="rememberMe" checked={form.values.rememberMe} onChange={(e) => form.change('rememberMe', e.target.checked)} />
          {t('auth.login.rememberMe')}
        </label>
        {switchLink('password', '/reset-password', t('auth.login.forgot'))}
      </div>
      <button type="submit" disabled={submitting} className={submitClass}>
        {submitting ? t('auth.submitting') : t('auth.login.submit')}
      </button>
      {showCreateAccount && (
        <p className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'center', fontSize: 'sm' })}>
          <span>{t('auth.login.noAccount')}</span>
          {switchLink('register', '/registration', t('auth.login.createAccount'))}
        </p>
      )}
    </form>
  );
}
