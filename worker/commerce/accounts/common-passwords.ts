/**
 * The server's check of a new password against the bundled list of common and breached passwords
 * (ASVS 5.0 V6.2.4; decision 257). The list lives in the worker only: the browser checks the
 * length, the server answers "too common". Compared lower-cased, also without the punctuation that
 * composition rules taught people to put around a common word ("Password1!" is "password1").
 */
import { COMMON_PASSWORDS_TEXT } from './common-passwords-data';

let common: Set<string> | null = null;

/** Built on first use, once per isolate (about 18,000 entries). */
function commonSet(): Set<string> {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common;
}

/** The forms of a password to look up: lower-cased, and without leading or trailing punctuation. */
function candidates(password: string): string[] {
  const lower = password.toLowerCase();
  const trimmed = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return trimmed && trimmed !== lower ? [lower, trimmed] : [lower];
}

/**
 * Whether a new password is too easy to guess: on the common list, or one of the words the shopper
 * gave us (their e-mail, its name part, their names), whatever the letter case.
 */
export function isGuessablePassword(password: string, context: readonly string[] = []): boolean {
  const set = commonSet();
  const forms = candidates(password);
  if (forms.some((form) => set.has(form))) return true;
  const words = new Set(context.map((w) => w.trim().toLowerCase()).filter((w) => w.length > 0));
  return forms.some((form) => words.has(form) || words.has(form.replace(/\s+/g, '')));
}

/** The words of a shopper that make a guessable password: the e-mail, its local part, the names. */
export function contextWords(input: { email?: string | null; firstName?: string | null; lastName?: string | null }): string[] {
  const email = (input.email ?? '').trim();
  const first = (input.firstName ?? '').trim();
  const last = (input.lastName ?? '').trim();
  return [email, email.split('@')[0] ?? '', first, last, `${first}${last}`, `${first} ${last}`, `${last}${first}`, 'axle', 'axleparts', 'axle parts'];
}
