/** Who is shopping: set per request by the shopper-session middleware (`c.var.shopper`). */
export interface Shopper {
  customerId: string;
  /** Hash of the session credential (never the credential itself). */
  sessionId: string;
  type: 'guest' | 'registered';
  email: string | null;
}

/** Registered customers' ids start with this (decision 151: `r_` and 16 random bytes); guests' with `g_`. */
export const REGISTERED_ID_PREFIX = 'r_';

/** Whether a customer id is a registered customer's, from the id alone (no query, so no timing to read). */
export function isRegisteredCustomerId(customerId: string): boolean {
  return customerId.startsWith(REGISTERED_ID_PREFIX);
}
