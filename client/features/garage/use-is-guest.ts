import { useAccount } from '../account/use-account';

/** Whether the shopper is a guest (not signed in); until /api/account/me answers, a guest. */
export function useIsGuest(): boolean {
  return !useAccount().account.isRegistered;
}
