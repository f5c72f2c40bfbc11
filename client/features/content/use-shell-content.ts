import useSWR from 'swr';
import { shellContentKey } from '../../../shared/content/content-keys';
import type { ShellContent } from '../../../shared/content/content-types';
import { useRouter } from '../../router/router';

/** Header promo and footer lists from content (SSR fallback, then /api/content/shell). */
export function useShellContent(): ShellContent | undefined {
  const { location } = useRouter();
  const { data } = useSWR<ShellContent>(shellContentKey(location.site.id, location.locale.id), { keepPreviousData: true });
  return data;
}
