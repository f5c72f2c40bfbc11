/** Who is shopping: set per request by the shopper-session middleware (`c.var.shopper`). */
export interface Shopper {
  customerId: string;
  /** Hash of the session credential (never the credential itself). */
  sessionId: string;
  type: 'guest' | 'registered';
  email: string | null;
}
