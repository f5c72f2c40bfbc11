/**
 * Preferred locale (document 1 §4): a registered customer with a preferred locale is sent once
 * per browser session, on first load, to the same page in that locale. The flag is kept in
 * sessionStorage (logout clears it, see clearShopperPreferences), and it is set on the first
 * signed-in load even when there is nothing to do (no preference, or already in that locale), so a
 * later language switch or a preference chosen later in the session does not move the shopper.
 */
import type { AccountSummary } from '../../../shared/account/account-api';
import type { ResolvedLocation } from '../../../shared/sites/resolve';
import { localeSwitchTarget, type SwitchTarget } from '../locale/locale-target';

export const PREFERRED_LOCALE_FLAG_KEY = 'axle.preferredLocaleRedirected';

export interface PreferredLocaleDecision {
  /** Set the flag now (the once-per-session redirect has been decided). */
  setFlag: boolean;
  target: SwitchTarget | null;
}

export function preferredLocaleDecision(account: AccountSummary, current: ResolvedLocation, flagSet: boolean): PreferredLocaleDecision {
  const preferred = account.preferredLocale;
  if (!account.isRegistered || flagSet) return { setFlag: false, target: null };
  // The first signed-in load decides, with or without a preference: choosing one later in the
  // account area does not move the shopper mid-session (it applies from the next session).
  if (!preferred || preferred === current.locale.id) return { setFlag: true, target: null };
  try {
    return { setFlag: true, target: localeSwitchTarget(current, preferred) };
  } catch {
    // A locale no site offers any more: stay.
    return { setFlag: true, target: null };
  }
}
