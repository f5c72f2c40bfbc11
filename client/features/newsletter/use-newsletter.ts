import { useCallback, useEffect, useRef, useState } from 'react';
import type { LocaleId } from '../../../shared/sites/config';
import { isValidEmail } from '../../../shared/validation/email';
import { postNewsletterSignup } from './newsletter-api';

/** Document 1 §9: the newsletter's success or error message clears after 3 s. */
export const NEWSLETTER_MESSAGE_MS = 3000;

export type NewsletterStatus = 'idle' | 'invalid' | 'submitting' | 'success' | 'error';

/**
 * Newsletter states (document 1 §4): idle → submitting → success or error, whose message clears
 * after 3 s. An e-mail that fails the shared pattern after trimming stays "invalid" until edited.
 */
export function useNewsletter(locale: LocaleId, answered: NewsletterStatus = 'idle') {
  const [status, setStatus] = useState<NewsletterStatus>(answered);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = useCallback((next: 'success' | 'error') => {
    setStatus(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), NEWSLETTER_MESSAGE_MS);
  }, []);

  const submit = useCallback(
    async (raw: string): Promise<boolean> => {
      const email = raw.trim();
      if (!isValidEmail(email)) {
        setStatus('invalid');
        return false;
      }
      setStatus('submitting');
      const ok = await postNewsletterSignup(email, locale).catch(() => false);
      settle(ok ? 'success' : 'error');
      return ok;
    },
    [locale, settle],
  );

  const edited = useCallback(() => setStatus((current) => (current === 'invalid' ? 'idle' : current)), []);

  return { status, submit, edited };
}
