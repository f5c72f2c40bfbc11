import useSWR from 'swr';
import { personalKey, type PersonalData } from '../../../shared/account/personal';
import { useRouter } from '../../router/router';
import { useAfterHydration } from '../../data/after-hydration';

/**
 * The page's one personal read (decision 204), in the browser only: the HTML is shared by every
 * anonymous visitor, so account state and the cart count arrive after hydration. Every caller
 * shares the one request, made once the page has hydrated (it would otherwise land on sections
 * still hydrating and force them through in one long task).
 */
export function usePersonal(): { personal: PersonalData | undefined; isLoading: boolean } {
  const { location } = useRouter();
  const ready = useAfterHydration();
  const key = ready ? personalKey(location.site.id, location.locale.id) : null;
  const { data, isLoading } = useSWR<PersonalData>(key, { dedupingInterval: 5_000 });
  return { personal: data, isLoading: !ready || isLoading };
}
