import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { pageDataKey } from '../../../shared/types/page';
import type { ApiFailure } from '../checkout/checkout-api';
import { siteApi } from '../checkout/checkout-api';
import { useRouter } from '../../router/router';

export type JsonResult<T> = { ok: true; body: T } | { ok: false; body: ApiFailure };

/** Sends JSON to an account endpoint; resolves any HTTP answer, rejects only when the network fails. */
export async function sendJson<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<JsonResult<T>> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({ status: response.status, message: response.statusText }))) as T | ApiFailure;
  return response.ok ? { ok: true, body: json as T } : { ok: false, body: { ...(json as ApiFailure), status: response.status } };
}

/** The account API path on the page's site and locale (addresses are checked against the site). */
export function useAccountApi(): (path: string) => string {
  const { location } = useRouter();
  return useCallback((path: string) => siteApi(path, location.site.id, location.locale.id), [location.site.id, location.locale.id]);
}

/** Re-reads the current page's payload after a change (the loader is the page's only data source). */
export function useRevalidatePage(): () => Promise<unknown> {
  const { href } = useRouter();
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(pageDataKey(href)), [href, mutate]);
}
