import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { AccountSummary } from '../../../shared/account/account-api';
import { personalKey, type PersonalData } from '../../../shared/account/personal';
import { fetchJson } from '../../data/fetcher';
import { useRouter } from '../../router/router';
import { accountPendingAtom, accountSummaryAtom } from '../shell/account-state';
import { usePersonal } from './use-personal';

const GUEST: AccountSummary = { isRegistered: false };

/**
 * Who is signed in, read in the browser only after hydration through the page's personal read
 * (personal data never sits in shared HTML). Until the first answer the shopper counts as a guest;
 * `isLoading` tells the two apart.
 */
export function useAccount(): { account: AccountSummary; isLoading: boolean } {
  const { personal, isLoading } = usePersonal();
  const setSummary = useSetAtom(accountSummaryAtom);
  const setPending = useSetAtom(accountPendingAtom);
  const account = personal?.account ?? GUEST;
  useEffect(() => setSummary(account), [account, setSummary]);
  useEffect(() => setPending(isLoading), [isLoading, setPending]);
  return { account, isLoading };
}

/**
 * Re-reads the signed-in shopper (after login, registration, logout or a profile change, or a tap
 * that needs to know before the page's personal read has run). It fetches itself: `mutate(key)`
 * alone only revalidates hooks already reading the key, and the personal read waits for hydration,
 * so a heart tapped early would have found no one signed in. The app has its own SWR cache
 * provider, so this goes through the config's mutate, not the global one. Undefined when the
 * read fails.
 */
export function useRefreshAccount(): () => Promise<AccountSummary | undefined> {
  const { mutate } = useSWRConfig();
  const { location } = useRouter();
  const key = personalKey(location.site.id, location.locale.id);
  return async () => {
    try {
      const personal = await mutate<PersonalData>(key, fetchJson<PersonalData>(key), { revalidate: false });
      return personal?.account;
    } catch {
      return undefined;
    }
  };
}
