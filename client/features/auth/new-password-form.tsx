import { useCallback, useId, useState, type FormEvent } from 'react';
import { confirmPasswordError, passwordError, type FieldErrors } from '../../../shared/account/account-rules';
import { useT } from '../../i18n/intl';
import type { AuthResult } from './auth-api';
import { AuthField, ErrorBanner, focusField, formClass, submitClass } from './auth-field';
import { PasswordChecklist } from './password-checklist';
import { useAuthForm } from './use-auth-form';

type Field = 'currentPassword' | 'password' | 'confirmPassword';
const INITIAL = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * A new password with its confirmation, the strength indicator and the checklist (document 1 §5),
 * and for a signed-in change the current password first. The reset link's page and the change
 * page both use it; `send` posts to their endpoint. A refused request shows the server's message
 * (an expired or spent link says so), anything else the generic one.
 */
export function NewPasswordForm({
  withCurrent,
  submitLabel,
  send,
  onDone,
}: {
  withCurrent: boolean;
  submitLabel: string;
  send: (values: typeof INITIAL) => Promise<AuthResult<unknown>>;
  onDone: () => void;
}) {
  const t = useT();
  const id = useId();
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
  const form = useAuthForm(INITIAL, rules);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const invalid = form.validate();
    if (invalid) return focusField(`${id}-${invalid}`);
    setFailure(null);
    setSubmitting(true);
    const result = await send(form.values);
    setSubmitting(false);
    if (result.ok) {
      form.reset();
      onDone();
      return;
    }
    const refused = result.status >= 400 && result.status < 500 && result.status !== 429 && result.message;
    setFailure(refused ? result.message : t(result.status === 429 ? 'auth.login.tooMany' : 'auth.error.generic'));
  };

  const field = (name: Field, label: string, autoComplete: string, describedBy?: string) => (
    <AuthField
      id={`${id}-${name}`}
      label={t(label)}
      type="password"
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
    <form noValidate onSubmit={submit} className={formClass} data-testid="new-password-form" aria-busy={submitting}>
      <ErrorBanner message={failure} />
      {withCurrent && field('currentPassword', 'auth.field.currentPassword', 'current-password')}
      {field('password', 'auth.field.newPassword', 'new-password', `${id}-checklist`)}
      <PasswordChecklist id={`${id}-checklist`} password={form.values.password} />
      {field('confirmPassword', 'auth.field.confirmPassword', 'new-password')}
      <button type="submit" disabled={submitting} className={submitClass}>
        {submitting ? t('auth.submitting') : submitLabel}
      </button>
    </form>
  );
}
