import type { LocaleId } from '../../../shared/sites/config';

/** Posts a sign-up (document 1 §7: body email, locale); true when the answer's success is true. */
export async function postNewsletterSignup(email: string, locale: LocaleId): Promise<boolean> {
  const response = await fetch('/api/newsletter', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, locale }),
  });
  if (!response.ok) return false;
  const body = (await response.json().catch(() => null)) as { success?: unknown } | null;
  return body?.success === true;
}
