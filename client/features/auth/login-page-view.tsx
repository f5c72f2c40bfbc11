import { useEffect } from 'react';
import { useT } from '../../i18n/intl';
import { useHref } from '../../router/router';
import { showToast } from '../toast/toaster';
import { finishSignIn } from './finish-sign-in';
import { LoginForm } from './login-form';

/**
 * The login page (document 1 §2.5): the login form; arriving with ?next= (a protected page sent a
 * guest here) shows "Please sign in to continue!", and sign-in goes on to that page, else /account.
 */
export function LoginPageView({ next }: { next: string | null }) {
  const t = useT();
  const destination = useHref(next ?? '/account');
  useEffect(() => {
    if (next) showToast({ status: 'info', message: t('auth.signInToContinue') });
  }, [next, t]);
  return <LoginForm onSignedIn={(name) => finishSignIn(name, destination)} />;
}
