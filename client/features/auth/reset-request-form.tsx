import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { resetErrors } from '../../../shared/account/account-rules';
import { PAGE_FORM_FIELD } from '../../../shared/types/form-answer';
import { useT } from '../../i18n/intl';
import { useFormAnswer } from '../forms/use-form-answer';
import { requestPasswordReset } from './auth-api';
import { AuthField, ErrorBanner, formClass, submitClass } from './auth-field';
import { useAuthForm } from './use-auth-form';

const INITIAL = { email: '' };
const LIVE = ['email'] as const;

/**
 * Password reset request (document 1 §2.5, §4): the e-mail; on success the caller shows the
 * "an e-mail with a reset link will arrive" view; a failure is a form-level error with the
 * generic message (§8).
 */
export function ResetRequestForm({ onSent, onBusy }: { onSent: (email: string) => void; onBusy?: (busy: boolean) => void }) {
  const t = useT();
  // Without JavaScript the form posts to the page; a refusal comes back here with the e-mail kept.
  const answer = useFormAnswer('reset');
  const [initial] = useState(() => (answer ? { email: answer.values.email ?? '' } : INITIAL));
  const form = useAuthForm(initial, resetErrors, LIVE, answer && answer.outcome !== 'ok' ? { failure: answer.message ? t(answer.message) : null, errors: answer.fieldErrors } : undefined);

  const submit = form.onSubmit(async (values) => {
    const email = values.email.trim();
    const result = await requestPasswordReset(email);
    if (!result.ok) return t(result.status === 429 ? 'auth.login.tooMany' : 'auth.error.generic');
    onSent(email);
    return null;
  }, onBusy);

  return (
    <form method="post" noValidate onSubmit={submit} className={formClass} data-testid="reset-form" aria-busy={form.submitting}>
      <input type="hidden" name={PAGE_FORM_FIELD} value="reset" />
      <p className={css({ color: 'muted', fontSize: 'sm' })}>{t('auth.reset.intro')}</p>
      <ErrorBanner message={form.failure} />
      <AuthField label={t('auth.field.email')} type="email" autoComplete="email" required {...form.field('email')} />
      <button type="submit" disabled={form.submitting} className={submitClass}>
        {form.submitting ? t('auth.submitting') : t('auth.reset.submit')}
      </button>
    </form>
  );
}

/**
 * The reset success view: the e-mail with a reset link will arrive; a button back to sign in. In
 * the modal its title is the dialog's, so the heading is left out there.
 */
export function ResetSent({ email, backToSignIn, heading = true }: { email: string; backToSignIn: ReactNode; heading?: boolean }) {
  const t = useT();
  return (
    <div role="status" className={css({ display: 'grid', gap: '4' })} data-testid="reset-sent">
      {heading && <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{t('auth.reset.sent.title')}</h2>}
      <p>{t('auth.reset.sent.message', { email })}</p>
      {backToSignIn}
    </div>
  );
}
