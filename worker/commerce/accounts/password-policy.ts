/**
 * The server's rules for a new password (decision 257): the shared length rules first (the same
 * the browser runs), then the bundled list of common passwords and the shopper's own words.
 */
import type { FieldErrors } from '../../../shared/account/account-rules';
import { contextWords, isGuessablePassword } from './common-passwords';

export const PASSWORD_COMMON = 'auth.password.common';

/**
 * `errors` of a form with a new password, plus "too common" on the password field when the
 * shared rules let it through but it is guessable.
 */
export function withGuessableCheck<K extends string>(
  errors: FieldErrors<K>,
  field: NoInfer<K>,
  password: string,
  shopper: { email?: string | null; firstName?: string | null; lastName?: string | null } = {},
): FieldErrors<K> {
  if (errors[field] || !password || !isGuessablePassword(password, contextWords(shopper))) return errors;
  return { ...errors, [field]: PASSWORD_COMMON };
}
