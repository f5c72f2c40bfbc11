import { useProfileGarage } from '../garage/use-profile-garage';
import { useProfileStore } from '../store-picker/use-profile-store';
import { PendingWishlistSubmitter } from '../wishlist/pending-wishlist-submitter';

/**
 * What follows the signed-in customer (document 1 §6, document 2 §6): garage and selected store on
 * the profile, and the wish-list product stashed before sign-in. Mounted once in the shell.
 */
export function ProfileSync() {
  useProfileGarage();
  useProfileStore();
  return <PendingWishlistSubmitter />;
}
