import { useState } from 'react';
import { css } from 'styled-system/css';
import { loginErrors, normalizeLogin } from '../../../shared/account/account-rules';
import { PAGE_FORM_FIELD } from '../../../shared/types/form-answer';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useHref, useRouter } from '../../router/router';
import { useFormAnswer } from '../forms/use-form-answer';
import type { SignInView } from '../account/sign-in-request';
import { login } from './auth-api';
import { AuthField, checkboxRowClass, ErrorBanner, formClass, submitClass, textLinkClass } from './auth-field';
import { KEEP_BUSY, useAuthForm } from './use-auth-form';

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
  // Without JavaScript the form posts to the login page (never a GET: the password would be in
  // the URL), which signs in and redirects, or shows this form again with its answer.
  const answer = useFormAnswer('login');
  const [initial] = useState(() => (answer ? { ...INITIAL, email: answer.values.email ?? '' } : INITIAL));
  const form = useAuthForm(initial, loginErrors, LIVE, answer ? { failure: answer.message ? t(answer.message) : null, errors: answer.fieldErrors } : undefined);
  const { location } = useRouter();
  const loginHref = useHref('/login');
  const action = location.path === '/login' ? loginHref + location.search : loginHref;

  const submit = form.onSubmit(async (values) => {
    const result = await login({ email: normalizeLogin(values.email), password: values.password, rememberMe: values.rememberMe });
    if (result.ok && result.data) {
      onSignedIn(result.data.firstName ?? '');
      return KEEP_BUSY;
    }
    return t(result.status === 401 || result.status === 400 ? 'auth.login.failed' : result.status === 429 ? 'auth.login.tooMany' : 'auth.error.generic');
  }, onBusy);

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
    <form method="post" action={action} noValidate onSubmit={submit} className={formClass} data-testid="login-form" aria-busy={form.submitting}>
      <input type="hidden" name={PAGE_FORM_FIELD} value="login" />
      <ErrorBanner message={form.failure} />
      <AuthField label={t('auth.field.email')} type="email" autoComplete="username" required {...form.field('email')} />
      <AuthField label={t('auth.field.password')} type="password" autoComplete="current-password" required {...form.field('password')} />
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <label className={checkboxRowClass}>
          <input type="checkbox" name="rememberMe" checked={form.values.rememberMe} onChange={(e) => form.change('rememberMe', e.target.checked)} />
          {t('auth.login.rememberMe')}
        </label>
        {switchLink('password', '/reset-password', t('auth.login.forgot'))}
      </div>
      <button type="submit" disabled={form.submitting} className={submitClass}>
        {form.submitting ? t('auth.submitting') : t('auth.login.submit')}
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
