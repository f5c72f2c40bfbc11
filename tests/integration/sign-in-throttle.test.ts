import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../shared/account/account-api';
import { LOGIN_LOCKED_MESSAGE } from '../../worker/commerce/accounts/login-guard';
import { FREE_ATTEMPTS } from '../../worker/commerce/accounts/login-throttle-schedule';
import { DEVICE_COOKIE } from '../../worker/commerce/accounts/trusted-device';
import { LOGIN_FAILED_MESSAGE } from '../../worker/routes/api/account-auth';
import { AuthShopper, PASSWORD, registered, uniqueEmail } from './auth-client';
import { AUTH, CLIENT_ID, form, pkce, REDIRECT, send } from './slas-client';

/** A login from a browser of its own (own client IP, no cookies unless given). */
function attempt(email: string, password: string, cookie?: string) {
  return new AuthShopper().post(ACCOUNT_API.login, { email, password }, cookie ? { cookie } : {});
}

async function slasAttempt(email: string, password: string): Promise<Response> {
  const { challenge } = await pkce();
  return send(`${AUTH}/login`, {
    ...form({ client_id: CLIENT_ID, channel_id: 'axle-us', code_challenge: challenge, redirect_uri: REDIRECT }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${btoa(`${email}:${password}`)}` },
  });
}

function deviceCookieOf(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (!set) throw new Error('no trusted-device cookie');
  return set.split(';')[0]!;
}

/** Lets a bucket's wait run out (the test does not sleep through real minutes). */
async function endWait(key: string): Promise<void> {
  await env.DB.prepare('UPDATE login_throttle SET next_at = ?2 WHERE key = ?1').bind(key, Date.now() - 1).run();
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((out, s) => ({ ...out, [s]: (out[s] ?? 0) + 1 }), {});

describe('sign-in throttle: an attempt is reserved before the password is checked (issue 26 item 1)', () => {
  it('a burst of 40 parallel logins (39 wrong, the right one last, 40 client IPs) checks at most 5 passwords', async () => {
    const { email } = await registered();
    const burst = [...Array.from({ length: 39 }, () => attempt(email, 'Wrong#Pass9')), attempt(email, PASSWORD)];
    const answers = await Promise.all(burst);
    const statuses = tally(answers.map((a) => a.status));
    const checked = (statuses[401] ?? 0) + (statuses[200] ?? 0);
    expect(checked, JSON.stringify(statuses)).toBeLessThanOrEqual(FREE_ATTEMPTS);
    expect(statuses[429], JSON.stringify(statuses)).toBeGreaterThanOrEqual(40 - FREE_ATTEMPTS);
    for (const locked of answers.filter((a) => a.status === 429)) {
      expect(locked.body).toEqual({ status: 429, message: LOGIN_LOCKED_MESSAGE });
      expect(Number(locked.res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The lock holds afterwards too, for the right password from a new browser.
    if (!statuses[200]) expect((await attempt(email, PASSWORD)).status).toBe(429);
  });

  it('a burst of 16 parallel SLAS logins checks at most 5 passwords', async () => {
    const { email } = await registered();
    const answers = await Promise.all(Array.from({ length: 16 }, () => slasAttempt(email, 'Wrong#Pass9')));
    const statuses = tally(answers.map((a) => a.status));
    expect(statuses[401] ?? 0, JSON.stringify(statuses)).toBeLessThanOrEqual(FREE_ATTEMPTS);
    expect(statuses[429], JSON.stringify(statuses)).toBeGreaterThanOrEqual(16 - FREE_ATTEMPTS);
    const locked = answers.find((a) => a.status === 429)!;
    expect(await locked.json()).toMatchObject({ status: 429, message: LOGIN_LOCKED_MESSAGE });
  });

  it('an over-long SLAS username is a plain 401, never a 500', async () => {
    const res = await slasAttempt(`${'a'.repeat(5000)}@example.com`, 'Wrong#Pass9');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status: 401, message: LOGIN_FAILED_MESSAGE });
  });

  it('the storefront and SLAS share the lock: failures on one refuse the right password on the other', async () => {
    const { email } = await registered();
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await attempt(email, 'Wrong#Pass9')).status).toBe(401);
    expect((await slasAttempt(email, PASSWORD)).status).toBe(429);
    const other = (await registered()).email;
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await slasAttempt(other, 'Wrong#Pass9')).status).toBe(401);
    expect((await attempt(other, PASSWORD)).status).toBe(429);
  });
});

describe('progressive delays (issue 26 item 8)', () => {
  it('five free attempts, then waits of 1, 2, 4 … minutes; known and unknown logins alike', async () => {
    const { email } = await registered();
    const ghost = uniqueEmail('ghost');
    for (const login of [email, ghost]) {
      for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await attempt(login, 'Wrong#Pass9')).body).toEqual({ status: 401, message: LOGIN_FAILED_MESSAGE });
      const waits: number[] = [];
      for (let round = 0; round < 3; round++) {
        const locked = await attempt(login, PASSWORD);
        expect(locked.status).toBe(429);
        expect(locked.body).toEqual({ status: 429, message: LOGIN_LOCKED_MESSAGE });
        waits.push(Number(locked.res.headers.get('retry-after')));
        await endWait(`login:${login}`);
        expect((await attempt(login, 'Wrong#Pass9')).status).toBe(401);
      }
      // Each wait is about twice the one before (the first is a minute).
      expect(waits[0]).toBeGreaterThan(50);
      expect(waits[0]).toBeLessThanOrEqual(60);
      expect(waits[1]).toBeGreaterThan(110);
      expect(waits[1]).toBeLessThanOrEqual(120);
      expect(waits[2]).toBeGreaterThan(230);
      expect(waits[2]).toBeLessThanOrEqual(240);
    }
  });

  it('a success clears the streak', async () => {
    const { email } = await registered();
    for (let i = 0; i < FREE_ATTEMPTS - 1; i++) expect((await attempt(email, 'Wrong#Pass9')).status).toBe(401);
    expect((await attempt(email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < FREE_ATTEMPTS - 1; i++) expect((await attempt(email, 'Wrong#Pass9')).status).toBe(401);
    expect((await attempt(email, PASSWORD)).status).toBe(200);
  });
});

describe('the owner is not locked out by a stranger (trusted devices)', () => {
  it('a browser that signed in before keeps signing in while the login is locked for everyone else', async () => {
    const { email } = await registered();
    const first = await attempt(email, PASSWORD);
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first.res);
    expect(first.res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toMatch(
      /^__Host-axle_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Max-Age=15552000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    // A stranger fills the login's bucket.
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await attempt(email, 'Wrong#Pass9')).status).toBe(401);
    expect((await attempt(email, PASSWORD)).status).toBe(429);
    // The owner's browser has its own bucket.
    expect((await attempt(email, PASSWORD, device)).status).toBe(200);
    // The device cookie vouches for its own login only, and cannot be forged.
    const other = (await registered()).email;
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await attempt(other, 'Wrong#Pass9')).status).toBe(401);
    expect((await attempt(other, PASSWORD, device)).status).toBe(429);
    const forged = `${device.slice(0, -5)}AAAAA`;
    expect((await attempt(email, PASSWORD, forged)).status).toBe(429);
  });

  it('a device bucket is throttled too (a stolen device cookie is no free pass)', async () => {
    const { email } = await registered();
    const device = deviceCookieOf((await attempt(email, PASSWORD)).res);
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await attempt(email, 'Wrong#Pass9', device)).status).toBe(401);
    expect((await attempt(email, PASSWORD, device)).status).toBe(429);
  });

  it('failed sign-ins set no cookie, and registration sets no device cookie', async () => {
    const { email } = await registered();
    const failed = await attempt(email, 'Wrong#Pass9');
    expect(failed.res.headers.get('set-cookie')).toBeNull();
    const fresh = await new AuthShopper().post(ACCOUNT_API.register, { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), password: PASSWORD, confirmPassword: PASSWORD });
    expect(fresh.res.headers.getSetCookie().some((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toBe(false);
  });

  it('a password reset ends the login’s streak', async () => {
    const { email } = await registered();
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await attempt(email, 'Wrong#Pass9')).status).toBe(401);
    expect((await attempt(email, PASSWORD)).status).toBe(429);
    await new AuthShopper().post(ACCOUNT_API.passwordReset, { email });
    const mail = await env.DB.prepare("SELECT body_text FROM outbox WHERE to_address = ?1 AND kind = 'password-reset' ORDER BY id DESC LIMIT 1").bind(email).first<string>('body_text');
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail!)![1]!);
    const next = 'Quiet harbour 42';
    expect((await new AuthShopper().post(ACCOUNT_API.passwordResetConfirm, { token, password: next, confirmPassword: next })).status).toBe(200);
    expect((await attempt(email, next)).status).toBe(200);
  });
});

describe('password change has its own throttled bucket', () => {
  it('wrong current passwords are throttled; a stranger’s sign-in failures do not touch it', async () => {
    const { email, shopper } = await registered();
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await attempt(email, 'Wrong#Pass9')).status).toBe(401);
    const change = (current: string) => shopper.post(ACCOUNT_API.passwordChange, { currentPassword: current, password: 'Brand#New22', confirmPassword: 'Brand#New22' });
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await change('Wrong#Pass9')).status).toBe(400);
    const locked = await change(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ status: 429, message: LOGIN_LOCKED_MESSAGE });
  });
});
