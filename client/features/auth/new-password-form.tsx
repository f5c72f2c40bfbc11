import { useCallback, useState } from 'react';
import { confirmPasswordError, passwordError, ruleIdOfText, type FieldErrors } from '../../../shared/account/account-rules';
import { PAGE_FORM_FIELD, type PageFormName } from '../../../shared/types/form-answer';
import { useT } from '../../i18n/intl';
import { useFormAnswer } from '../forms/use-form-answer';
import type { AuthResult } from './auth-api';
import { AuthField, ErrorBanner, formClass, submitClass } from './auth-field';
import { PasswordStrengthMeter } from './password-strength';
import { useAuthForm } from './use-auth-form';

type Field = 'currentPassword' | 'password' | 'confirmPassword';
const INITIAL = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * A new password with its confirmation and the strength indicator (document 1 §5, decision 257),
 * and for a signed-in change the current password first. The reset link's page and the change
 * page both use it; `send` posts to their endpoint. A password the server refuses (too common)
 * shows under its field in the page's language; another refusal shows the server's message (an
 * expired or spent link says so), anything else the generic one.
 */
export function NewPasswordForm({
  pageForm,
  withCurrent,
  submitLabel,
  send,
  onDone,
}: {
  /** The page form this posts as without JavaScript (decision 293); none: the form needs script. */
  pageForm?: PageFormName;
  withCurrent: boolean;
  submitLabel: string;
  send: (values: typeof INITIAL) => Promise<AuthResult<unknown>>;
  onDone: () => void;
}) {
  const t = useT();
  const rules = useCallback(
    (v: typeof INITIAL): FieldErrors<Field> => {
      const errors: FieldErrors<Field> = {};
      if (withCurrent && !v.currentPassword) errors.currentPassword = 'auth.password.required';
      const password = passwordError(v.password);
      if (password) errors.password = password;
      const confirm = confirmPasswordError(v.confirmPassword, v.password);
      if (confirm) errors.confirmPassword = confirm;
      return errors;
    },
    [withCurrent],
  );
  // A refusal of a post without JavaScript: its messages, with empty fields (passwords never come back).
  const answer = useFormAnswer(pageForm ?? 'new-password');
  const [answered] = useState(() => (pageForm && answer && answer.outcome !== 'ok' ? { failure: answer.message ? t(answer.message) : null, errors: answer.fieldErrors } : undefined));
  const form = useAuthForm(INITIAL, rules, [], answered);
  const meterId = `${form.fieldId('password')}-strength`;

  const submit = form.onSubmit(async (values) => {
    const result = await send(values);
    if (result.ok) {
      form.reset();
      onDone();
      return null;
    }
    const rule = result.status === 400 ? ruleIdOfText(result.message) : null;
    if (rule?.startsWith('auth.password.')) {
      form.refuse('password', rule);
      return null;
    }
    const refused = result.status >= 400 && result.status < 500 && result.status !== 429 && result.message;
    return refused || t(result.status === 429 ? 'auth.login.tooMany' : 'auth.error.generic');
  });

  return (
    <form method="post" noValidate onSubmit={submit} className={formClass} data-testid="new-password-form" aria-busy={form.submitting}>
      {pageForm && <input type="hidden" name={PAGE_FORM_FIELD} value={pageForm} />}
      <ErrorBanner message={form.failure} />
      {withCurrent && <AuthField label={t('auth.field.currentPassword')} type="password" autoComplete="current-password" required {...form.field('currentPassword')} />}
      <AuthField label={t('auth.field.newPassword')} type="password" autoComplete="new-password" required describedBy={meterId} {...form.field('password')} />
      <PasswordStrengthMeter id={meterId} password={form.values.password} />
      <AuthField label={t('auth.field.confirmPassword')} type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
      <button type="submit" disabled={form.submitting} className={submitClass}>
        {form.submitting ? t('auth.submitting') : submitLabel}
      </button>
    </form>
  );
}
