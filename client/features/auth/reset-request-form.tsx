import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { resetErrors } from '../../../shared/account/account-rules';
import { useT } from '../../i18n/intl';
import { requestPasswordReset } from './auth-api';
import { AuthField, ErrorBanner, focusField, formClass, submitClass } from './auth-field';
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
  const id = useId();
  const form = useAuthForm(INITIAL, resetErrors, LIVE);
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
    const email = form.values.email.trim();
    const result = await requestPasswordReset(email);
    setSubmitting(false);
    onBusy?.(false);
    if (result.ok) onSent(email);
    else setFailure(t(result.status === 429 ? 'auth.login.tooMany' : 'auth.error.generic'));
  };

  return (
    <form noValidate onSubmit={submit} className={formClass} data-testid="reset-form" aria-busy={submitting}>
      <p className={css({ color: 'muted', fontSize: 'sm' })}>{t('auth.reset.intro')}</p>
      <ErrorBanner message={failure} />
      <AuthField
        id={`${id}-email`}
        label={t('auth.field.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.change('email', e.target.value)}
        onBlur={() => form.blur('email')}
      />
      <button type="submit" disabled={submitting} className={submitClass}>
        {submitting ? t('auth.submitting') : t('auth.reset.submit')}
      </button>
    </form>
  );
}

/** The reset success view: the e-mail with a reset link will arrive; a button back to sign in. */
export function ResetSent({ email, backToSignIn }: { email: string; backToSignIn: ReactNode }) {
  const t = useT();
  return (
    <div role="status" className={css({ display: 'grid', gap: '4' })} data-testid="reset-sent">
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{t('auth.reset.sent.title')}</h2>
      <p>{t('auth.reset.sent.message', { email })}</p>
      {backToSignIn}
    </div>
  );
}
