import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ACCOUNT_API, type AccountSummary } from '../../../shared/account/account-api';
import { accountSummaryAtom } from '../shell/account-state';

const GUEST: AccountSummary = { isRegistered: false };

/**
 * Who is signed in, read in the browser only after hydration (personal data never sits in shared
 * HTML). Until the first answer the shopper counts as a guest; `isLoading` tells the two apart.
 */
export function useAccount(): { account: AccountSummary; isLoading: boolean } {
  const { data, isLoading } = useSWR<AccountSummary>(typeof window === 'undefined' ? null : ACCOUNT_API.me, {
    dedupingInterval: 5_000,
  });
  const setSummary = useSetAtom(accountSummaryAtom);
  const account = data ?? GUEST;
  useEffect(() => setSummary(account), [account, setSummary]);
  return { account, isLoading: typeof window === 'undefined' || isLoading };
}

/**
 * Re-reads the signed-in shopper (after login, registration, logout or a profile change). The app
 * has its own SWR cache provider, so this goes through the config's mutate, not the global one.
 */
export function useRefreshAccount(): () => Promise<AccountSummary | undefined> {
  const { mutate } = useSWRConfig();
  return () => mutate<AccountSummary>(ACCOUNT_API.me);
}
