/**
 * Password hashing (DESIGN §4, decision 150): PBKDF2-SHA-512 through WebCrypto at the deployed
 * Workers cap of 100,000 iterations, over HMAC-SHA-256(pepper, password) so a leaked table alone
 * cannot be attacked offline. Encoded `pbkdf2-sha512$100000$<salt b64url>$<hash b64url>`.
 */

import { b64url, fromB64url } from './b64url';

/** The deployed Workers runtime refuses PBKDF2 above this (local workerd does not enforce it). */
export const WORKERS_PBKDF2_CAP = 100_000;
/** The cost in use; raising it means raising the cap first (see decision 150). */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 512;
const PREFIX = 'pbkdf2-sha512';

/** The local-development pepper; production refuses to run with it (see `pepperOf`). */
export const DEV_PEPPER = 'axle-local-development-pepper-not-secret';

export interface PepperEnv {
  PASSWORD_PEPPER?: string;
  /** "production" on the deployed worker (wrangler env); anything else is development. */
  ENVIRONMENT?: string;
}

/**
 * The pepper: the `PASSWORD_PEPPER` secret, or the development default outside production. In
 * production a missing or default pepper is a configuration error: sign-in fails closed.
 */
export function pepperOf(env: PepperEnv): string {
  const pepper = env.PASSWORD_PEPPER;
  if (env.ENVIRONMENT === 'production' && (!pepper || pepper === DEV_PEPPER || pepper.length < 32)) {
    throw new Error('PASSWORD_PEPPER must be set to a secret of at least 32 characters in production');
  }
  return pepper || DEV_PEPPER;
}

async function peppered(password: string, pepper: string): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pepper), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return crypto.subtle.sign('HMAC', key, new TextEncoder().encode(password));
}

async function derive(password: string, pepper: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', await peppered(password, pepper), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-512', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** Equal-length byte comparison whose time does not depend on where the bytes differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export async function hashPassword(password: string, pepper: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return `${PREFIX}$${iterations}$${b64url(salt)}$${b64url(await derive(password, pepper, salt, iterations))}`;
}

/**
 * A fixed, well-formed hash of a random password, verified when no account matches so an unknown
 * login costs the same PBKDF2 work as a known one (no enumeration by timing).
 */
export const DUMMY_HASH = `${PREFIX}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA$${'A'.repeat(86)}`;

/**
 * Checks a password against an encoded hash. Malformed or foreign hashes still cost one full
 * derivation and answer false; a cost above the cap is never run (it would fail when deployed).
 */
export async function verifyPassword(password: string, encoded: string, pepper: string): Promise<boolean> {
  const parts = encoded.split('$');
  const wellFormed = parts.length === 4 && parts[0] === PREFIX && /^\d+$/.test(parts[1]!);
  const iterations = wellFormed ? Number(parts[1]) : PBKDF2_ITERATIONS;
  const usable = wellFormed && iterations >= 1 && iterations <= WORKERS_PBKDF2_CAP;
  let salt: Uint8Array<ArrayBuffer>;
  let expected: Uint8Array;
  try {
    salt = usable ? fromB64url(parts[2]!) : new Uint8Array(SALT_BYTES);
    expected = usable ? fromB64url(parts[3]!) : new Uint8Array(HASH_BITS / 8);
  } catch {
    salt = new Uint8Array(SALT_BYTES);
    expected = new Uint8Array(HASH_BITS / 8);
  }
  const actual = await derive(password, pepper, salt, usable ? iterations : PBKDF2_ITERATIONS);
  return constantTimeEqual(actual, expected) && usable;
}

/** True when a stored hash was made with a lower cost than the current one (rehash at next login). */
export function needsRehash(encoded: string): boolean {
  const parts = encoded.split('$');
  return parts[0] !== PREFIX || Number(parts[1]) < PBKDF2_ITERATIONS;
}
