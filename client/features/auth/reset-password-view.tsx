import { useState } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { useFormAnswer } from '../forms/use-form-answer';
import { confirmPasswordReset } from './auth-api';
import { submitClass } from './auth-field';
import { NewPasswordForm } from './new-password-form';
import { ResetRequestForm, ResetSent } from './reset-request-form';

const buttonLinkClass = css({ display: 'grid', placeItems: 'center', textAlign: 'center' });

/**
 * /reset-password: without a token the request form, then the "a link will arrive" view; with the
 * e-mailed ?token= a new password and its confirmation, then a button to sign in with it.
 */
export function ResetPasswordView() {
  const t = useT();
  const { location } = useRouter();
  // The token of the link this view opened with: after "Sign In" the location moves on while this
  // page still shows until the login page's data arrives, and it must not turn into another form.
  const [token] = useState(() => new URLSearchParams(location.search).get('token'));
  // A post without JavaScript answers with this page and the outcome: the same views follow.
  const sent = useFormAnswer('reset');
  const changed = useFormAnswer('new-password');
  const [sentTo, setSentTo] = useState<string | null>(sent?.outcome === 'ok' ? (sent.values.email ?? '') : null);
  const [done, setDone] = useState(changed?.outcome === 'ok');
  const signIn = (label: string) => (
    <Link to="/login" className={`${submitClass} ${buttonLinkClass}`}>
      {label}
    </Link>
  );
  if (!token) {
    if (sentTo) return <ResetSent email={sentTo} backToSignIn={signIn(t('auth.reset.backToSignIn'))} />;
    return <ResetRequestForm onSent={setSentTo} />;
  }
  if (done) {
    return (
      <div role="status" className={css({ display: 'grid', gap: '4' })} data-testid="reset-done">
        <p>{t('auth.resetConfirm.done')}</p>
        {signIn(t('auth.resetConfirm.signIn'))}
      </div>
    );
  }
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <p className={css({ color: 'muted', fontSize: 'sm' })}>{t('auth.resetConfirm.intro')}</p>
      <NewPasswordForm
        pageForm="new-password"
        withCurrent={false}
        submitLabel={t('auth.resetConfirm.submit')}
        send={(values) => confirmPasswordReset({ token, password: values.password, confirmPassword: values.confirmPassword })}
        onDone={() => setDone(true)}
      />
    </div>
  );
}
