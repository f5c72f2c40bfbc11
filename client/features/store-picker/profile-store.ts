/** The registered customer's selected store per site on the profile (c_selectedStore). */
import { ACCOUNT_PREFS_API, type SelectedStorePref } from '../../../shared/account/account-prefs';
import { accountRequest } from '../account/account-request';

export async function readProfileStore(siteId: string): Promise<string | null> {
  return (await accountRequest<SelectedStorePref>('GET', ACCOUNT_PREFS_API.selectedStore(siteId))).storeId;
}

export async function saveProfileStore(siteId: string, storeId: string): Promise<void> {
  await accountRequest<SelectedStorePref>('PUT', ACCOUNT_PREFS_API.selectedStore(siteId), { storeId });
}
