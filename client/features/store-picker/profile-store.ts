/** The registered customer's selected store per site on the profile (c_selectedStore). */
import { ACCOUNT_PREFS_API, type SelectedStorePref } from '../../../shared/account/account-prefs';

async function send(method: 'GET' | 'PUT', siteId: string, storeId?: string): Promise<SelectedStorePref> {
  const response = await fetch(ACCOUNT_PREFS_API.selectedStore(siteId), {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(storeId ? { 'content-type': 'application/json' } : {}) },
    body: storeId ? JSON.stringify({ storeId }) : undefined,
  });
  if (!response.ok) throw new Error(`selected store ${method} answered ${response.status}`);
  return (await response.json()) as SelectedStorePref;
}

export async function readProfileStore(siteId: string): Promise<string | null> {
  return (await send('GET', siteId)).storeId;
}

export async function saveProfileStore(siteId: string, storeId: string): Promise<void> {
  await send('PUT', siteId, storeId);
}
