/**
 * Trusted-device cookies (decision 256, after OWASP's "device cookies"): a browser that signed in
 * to an account gets `__Host-axle_device`, an id with a MAC bound to that login. Its later sign-ins
 * to that account are throttled in a bucket of their own, so a stranger's guesses (which fill the
 * login's shared bucket) never lock the owner out on their own device. Only our secret can make
 * one, and it vouches for one login only.
 */
import { b64url, randomToken } from './b64url';

export const DEVICE_COOKIE = '__Host-axle_device';
/** Half a year: the owner's browsers stay known between visits. */
export const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 3600;

async function mac(secret: string, login: string, deviceId: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(`trusted-device:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return b64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${login}\n${deviceId}`))));
}

/** The Set-Cookie value of a new trusted device for `login`. */
export async function trustedDeviceCookie(secret: string, login: string): Promise<string> {
  const deviceId = randomToken(16);
  return `${DEVICE_COOKIE}=${deviceId}.${await mac(secret, login, deviceId)}; Max-Age=${DEVICE_MAX_AGE_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

/** The device id of a cookie that vouches for `login`, else null (absent, malformed, another login's, forged). */
export async function trustedDeviceId(cookie: string | undefined, secret: string, login: string): Promise<string | null> {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(cookie ?? '');
  if (!match) return null;
  const expected = await mac(secret, login, match[1]!);
  // Both are 43 characters of our own alphabet; compare without an early exit.
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ match[2]!.charCodeAt(i);
  return diff === 0 ? match[1]! : null;
}
