import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { pageDataKey, type PagePayload } from '../../../shared/types/page';
import { useRouter } from '../../router/router';

/**
 * The first payload a list page shows came from the server as SWR *fallback*, not cache. With the
 * route's keepPreviousData, coming back to that URL (Clear All, Back) would keep showing the last
 * list and never refetch; writing the payload into the cache once, at mount, prevents that.
 */
export function useSeedPageCache(payload: PagePayload): void {
  const { href } = useRouter();
  const { cache, mutate } = useSWRConfig();
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current) return;
    seeded.current = true;
    const key = pageDataKey(href);
    if (cache.get(key)?.data === undefined) void mutate(key, payload, { revalidate: false });
    // Only the mount matters: later payloads arrive through SWR and are cached already.
  }, []);
}
