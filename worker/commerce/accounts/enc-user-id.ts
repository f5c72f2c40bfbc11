/** Length of the personalization id: 32 hex characters (128 bits of an HMAC-SHA-256). */
export const ENC_USER_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The personalization id of a registered customer (document 1 §6: an encrypted user id, never the
 * customer id or e-mail): HMAC-SHA-256 of the customer id under the token secret, cut to 128 bits.
 * Stable for the customer and meaningless without the secret. The token service returns it as
 * enc_user_id; the storefront reads it from /api/account/me and sends it as userId with
 * personalization activities (decision 185).
 */
export async function encUserId(secret: string, customerId: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(`enc-user-id:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(customerId));
  return [...new Uint8Array(mac)]
    .slice(0, 16)
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}
