/**
 * The sign-in throttle (decisions 153, 256). Every password check first reserves an attempt in
 * its bucket, in one D1 statement, and is refused (429) while the bucket waits, so a burst of
 * parallel guesses checks no more passwords than the schedule allows. Buckets: a login tried
 * without a trusted-device cookie (counted whether or not an account has it, so the throttle
 * itself reveals nothing), one trusted device, one customer's password change. A success clears
 * its bucket; a failure leaves the reservation counted.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { clearBucketStatement, clearLoginOfCustomerStatement, deleteQuietBuckets, nextAttemptAt, reserveAttempt } from '../../data/repos/login-throttle-repo';
import type { AppEnv } from '../../env';
import { delayTable, STREAK_RESET_MS } from './login-throttle-schedule';
import { jwtSecretOf } from './slas-jwt';
import { DEVICE_COOKIE, trustedDeviceCookie, trustedDeviceId } from './trusted-device';

export const LOGIN_LOCKED_MESSAGE = 'Too many failed sign-in attempts. Please try again later or reset your password.';
/** Bucket key prefixes. */
export const LOGIN_BUCKET = 'login:';
export const DEVICE_BUCKET = 'device:';
export const CHANGE_BUCKET = 'change:';

const SCHEDULE = { delays: delayTable(), streakResetMs: STREAK_RESET_MS };
/** Share of reservations that also sweep streaks quiet for a day, so the table stays small. */
const SWEEP_RATE = 0.01;

export type Reservation = { ok: true; bucket: string } | { ok: false; retryAfterSeconds: number };

/** Reserves one password check in `bucket`, or says how long the bucket still waits. */
export async function reserveCheck(c: Context<AppEnv>, bucket: string, now = Date.now()): Promise<Reservation> {
  const db = c.env.DB;
  if (Math.random() < SWEEP_RATE) {
    c.executionCtx.waitUntil(deleteQuietBuckets(db, now - STREAK_RESET_MS).catch((error: unknown) => console.warn('throttle sweep failed', error)));
  }
  if (await reserveAttempt(db, bucket, now, SCHEDULE)) return { ok: true, bucket };
  const next = await nextAttemptAt(db, bucket);
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((next - now) / 1000)) };
}

/** The statement that ends a bucket's streak after a success (batched with the sign-in's writes). */
export function clearCheckStatement(db: D1Database, bucket: string): D1PreparedStatement {
  return clearBucketStatement(db, bucket);
}

/** After a password reset: the account's login starts a new streak (the owner proved the mailbox). */
export async function clearLoginStreakOf(db: D1Database, customerId: string): Promise<void> {
  await clearLoginOfCustomerStatement(db, LOGIN_BUCKET, customerId).run();
}

/** The bucket of a sign-in to `login`: the browser's own when it holds a device cookie for that login. */
export async function signInBucket(c: Context<AppEnv>, login: string): Promise<string> {
  const deviceId = await trustedDeviceId(getCookie(c, DEVICE_COOKIE), jwtSecretOf(c.env), login);
  return deviceId ? `${DEVICE_BUCKET}${deviceId}` : `${LOGIN_BUCKET}${login}`;
}

/** After a storefront sign-in: the browser becomes a trusted device of the login (a fresh id each time). */
export async function trustThisDevice(c: Context<AppEnv>, login: string): Promise<void> {
  c.header('Set-Cookie', await trustedDeviceCookie(jwtSecretOf(c.env), login), { append: true });
}

/** The 429 of a waiting bucket: the same body for every login, known or not, and when to come back. */
export function lockedAnswer(c: Context<AppEnv>, retryAfterSeconds: number, extra: Record<string, string> = {}) {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ status: 429, message: LOGIN_LOCKED_MESSAGE, ...extra }, 429);
}
