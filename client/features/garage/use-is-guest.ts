import { useAtomValue } from 'jotai';
import { accountSummaryAtom } from '../shell/account-state';

/** Whether the shopper is a guest (the garage modal offers them Sign In, document 2 §2). */
export function useIsGuest(): boolean {
  return !useAtomValue(accountSummaryAtom).isRegistered;
}
