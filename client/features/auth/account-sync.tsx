import { useEffect } from 'react';
import { useT } from '../../i18n/intl';
import { useNavigate, useRouter } from '../../router/router';
import { useAccount } from '../account/use-account';
import { setPersonalizationUserId } from '../recommendations/activity-client';
import { showToast } from '../toast/toaster';
import { PREFERRED_LOCALE_FLAG_KEY, preferredLocaleDecision } from './preferred-locale';
import { takeAuthEvent, takeWelcome, withStorage } from './sign-in-flow';
import { track } from '../analytics/track';
import { AUTH_METHOD } from '../../../shared/analytics/data-layer-events';

/**
 * Reads the signed-in shopper once for the whole page (the header, drawer and garage follow
 * accountSummaryAtom), then on the first answer: the welcome toast armed by a sign-in, and the
 * once-per-session redirect to the customer's preferred locale (document 1 §4).
 */
export function AccountSync() {
  const t = useT();
  const { account, isLoading } = useAccount();
  const { location } = useRouter();
  const navigate = useNavigate();

  // Personalization calls carry the registered customer's opaque id; guests only their cookieId.
  useEffect(() => setPersonalizationUserId(account.isRegistered ? (account.encUserId ?? null) : null), [account.isRegistered, account.encUserId]);

  useEffect(() => {
    if (isLoading) return;
    const authEvent = withStorage((_, session) => takeAuthEvent(session, account.isRegistered), null);
    if (authEvent) track({ event: authEvent, method: AUTH_METHOD });
    const name = withStorage((_, session) => takeWelcome(session, account.isRegistered), null);
    if (name !== null) {
      const greeted = name || account.firstName || '';
      showToast({ status: 'success', message: `${t('auth.welcome.title', { name: greeted })} ${t('auth.welcome.message')}` });
    }
    // Only the first answer counts; later changes of the page or language are the shopper's own.
  }, [isLoading, account.isRegistered]);

  useEffect(() => {
    if (isLoading) return;
    const flagSet = withStorage((_, session) => session.getItem(PREFERRED_LOCALE_FLAG_KEY) !== null, true);
    const decision = preferredLocaleDecision(account, location, flagSet);
    if (decision.setFlag) withStorage((_, session) => session.setItem(PREFERRED_LOCALE_FLAG_KEY, '1'), undefined);
    if (!decision.target) return;
    if (decision.target.inApp) navigate(decision.target.href, { replace: true, keepScroll: true });
    else window.location.replace(decision.target.href);
  }, [isLoading, account.isRegistered, account.preferredLocale]);

  return null;
}
