import { atom } from 'jotai';

/** What the header shows of the shopper (document 1 §2.4 Account, §6). */
export interface AccountSummary {
  isRegistered: boolean;
  firstName?: string;
}

/**
 * The signed-in shopper, or a guest. Accounts do not exist yet, so it stays a guest; the sign-in
 * feature sets it once a customer logs in, and the header switches to Account with an avatar.
 */
export const accountSummaryAtom = atom<AccountSummary>({ isRegistered: false });
