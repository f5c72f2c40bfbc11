import type { SiteId, LocaleId } from '../../../shared/sites/config';

/** An API path on the shopper's site and locale (the API resolves both from the query). */
export function siteApi(path: string, site: SiteId, locale: LocaleId): string {
  return `${path}${path.includes('?') ? '&' : '?'}site=${site}&locale=${locale}`;
}

export interface ApiFailure {
  status: number;
  message: string;
  code?: string;
  fieldErrors?: Record<string, unknown> | null;
}

/** POSTs JSON; resolves {ok, body} for any HTTP answer and rejects only when the network fails. */
export async function postJson<T>(url: string, body: unknown): Promise<{ ok: true; body: T } | { ok: false; body: ApiFailure }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  const json = (await response.json().catch(() => ({ status: response.status, message: response.statusText }))) as T | ApiFailure;
  return response.ok ? { ok: true, body: json as T } : { ok: false, body: { ...(json as ApiFailure), status: response.status } };
}
