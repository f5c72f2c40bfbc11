/**
 * Whether the shopper is a guest. Accounts do not exist in the store yet, so everyone is; when
 * sign-in lands this reads the customer (and the garage store switches to the profile).
 */
export function useIsGuest(): boolean {
  return true;
}
