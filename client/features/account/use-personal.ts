import useSWR from 'swr';
import { personalKey, type PersonalData } from '../../../shared/account/personal';
import { useRouter } from '../../router/router';

/**
 * The page's one personal read (decision 204), in the browser only: the HTML is shared by every
 * anonymous visitor, so account state and the cart count arrive after hydration. Every caller
 * shares the one request.
 */
export function usePersonal(): { personal: PersonalData | undefined; isLoading: boolean } {
  const { location } = useRouter();
  const key = typeof window === 'undefined' ? null : personalKey(location.site.id, location.locale.id);
  const { data, isLoading } = useSWR<PersonalData>(key, { dedupingInterval: 5_000 });
  return { personal: data, isLoading: typeof window === 'undefined' || isLoading };
}
