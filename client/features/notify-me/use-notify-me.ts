import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTIFY_ERROR_MS, NOTIFY_SUCCESS_MS, notifyMeEmail, notifyMePath } from '../../../shared/notify-me/notify-me';
import type { LocaleId, SiteId } from '../../../shared/sites/config';

export type NotifyMeState = { status: 'idle' | 'submitting' } | { status: 'invalid' } | { status: 'success'; message: string } | { status: 'error' };

/**
 * Notify-me states (document 2 §4): a valid trimmed e-mail is sent; the answer's message shows for
 * 10 s, an error ('Something went wrong', or 'Enter a valid email' for a bad address) for 3 s.
 */
export function useNotifyMe(productId: string, organizationId: string, siteId: SiteId, locale: LocaleId) {
  const [state, setState] = useState<NotifyMeState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = useCallback((next: NotifyMeState, ms: number) => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState({ status: 'idle' }), ms);
  }, []);

  const submit = useCallback(
    async (raw: string): Promise<boolean> => {
      const email = notifyMeEmail(raw);
      if (!email) {
        settle({ status: 'invalid' }, NOTIFY_ERROR_MS);
        return false;
      }
      setState({ status: 'submitting' });
      try {
        const response = await fetch(notifyMePath(organizationId, siteId), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ email, productID: productId, Locale: locale }),
        });
        const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
        if (!response.ok || typeof body?.message !== 'string') throw new Error(`notify-me ${response.status}`);
        settle({ status: 'success', message: body.message }, NOTIFY_SUCCESS_MS);
        return true;
      } catch {
        settle({ status: 'error' }, NOTIFY_ERROR_MS);
        return false;
      }
    },
    [productId, organizationId, siteId, locale, settle],
  );

  return { state, submit };
}
