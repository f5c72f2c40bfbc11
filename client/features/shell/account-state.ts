import { atom } from 'jotai';

/** What the header shows of the shopper (document 1 §2.4 Account, §6). */
export interface AccountSummary {
  isRegistered: boolean;
  firstName?: string;
}

/**
 * The signed-in shopper, or a guest: kept in step with /api/personal by useAccount(), called
 * once in the shell (client/features/auth/account-sync.tsx); the header then shows Account with
 * an avatar.
 */
export const accountSummaryAtom = atom<AccountSummary>({ isRegistered: false });

/**
 * True until the page's personal read has answered (the shopper is not known yet): a wish-list
 * tap then asks before acting. Kept by useAccount() with accountSummaryAtom.
 */
export const accountPendingAtom = atom(true);
