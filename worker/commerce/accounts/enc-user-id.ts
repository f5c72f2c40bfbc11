import { hashToken } from '../../middleware/shopper-session';

/**
 * The personalization id of a registered customer (document 1 §6: an encrypted user id, never the
 * customer id or e-mail): a keyed hash of the customer id, stable for the customer and meaningless
 * without the secret. The token service returns it as enc_user_id; the storefront reads it from
 * /api/account/me and sends it as userId with personalization activities.
 */
export async function encUserId(secret: string, customerId: string): Promise<string> {
  return (await hashToken(`enc:${secret}:${customerId}`)).slice(0, 32);
}
