import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../shared/account/account-api';
import { FREE_ATTEMPTS } from '../../worker/commerce/accounts/login-throttle-schedule';
import { DEV_PEPPER, hashPassword } from '../../worker/commerce/accounts/password-hash';
import { LOGIN_FAILED_MESSAGE, LOGIN_IP_LIMIT, RESET_LINK_DEAD_MESSAGE } from '../../worker/routes/api/account-auth';
import { AuthShopper, lastMailTo, mailCount, PASSWORD, registered, uniqueEmail } from './auth-client';
import { pickItems, setStock } from './cart-client';

const login = (s: AuthShopper, email: string, password: string, rememberMe?: boolean) =>
  s.post(ACCOUNT_API.login, { email, password, ...(rememberMe === undefined ? {} : { rememberMe }) });

async function me(s: AuthShopper) {
  const res = await s.call('GET', ACCOUNT_API.me);
  return { res, body: (await res.json()) as any };
}

function resetTokenOf(text: string): string {
  const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

describe('register', () => {
  it('creates the account, signs in and answers 202 accepted; /me reads the summary, private no-store', async () => {
    const email = uniqueEmail('new');
    const shopper = new AuthShopper();
    const res = await shopper.post(ACCOUNT_API.register, { firstName: ' Ada ', lastName: 'Lovelace', email: email.toUpperCase(), password: PASSWORD, confirmPassword: PASSWORD, preferredLocale: 'fr-CA' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'accepted' });
    // The session cookie comes first; the database bookmark cookie follows it (decision 210).
    expect(res.res.headers.getSetCookie()[0]).toMatch(/^__Host-axle_sid=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const { res: meRes, body } = await me(shopper);
    expect(meRes.headers.get('cache-control')).toBe('private, no-store');
    expect(body).toMatchObject({ isRegistered: true, firstName: 'Ada', lastName: 'Lovelace', email, preferredLocale: 'fr-CA' });
    expect(body.customerNo).toMatch(/^A\d{9}$/);
    // The personalization id (document 1 §6): opaque and stable, never the customer id or e-mail.
    expect(body.encUserId).toMatch(/^[0-9a-f]{32}$/);
    expect(body.encUserId).not.toContain(body.customerId);
    expect((await me(shopper)).body.encUserId).toBe(body.encUserId);
    expect((await me(new AuthShopper())).body).toEqual({ isRegistered: false });
    const row = await env.DB.prepare("SELECT c.type, a.login, a.password_hash FROM customers c JOIN customer_accounts a USING (customer_id) WHERE a.login = ?1").bind(email).first<any>();
    expect(row.type).toBe('registered');
    expect(row.password_hash).toMatch(/^pbkdf2-sha512\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
  });

  it('answers the same for a taken e-mail, changes nothing, does not sign in, and e-mails the owner', async () => {
    const { email } = await registered();
    const before = await mailCount(email);
    const intruder = new AuthShopper();
    const res = await intruder.post(ACCOUNT_API.register, { firstName: 'Eve', lastName: 'Mallory', email, password: 'Other#Pass2', confirmPassword: 'Other#Pass2' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'accepted' });
    expect((await me(intruder)).body).toEqual({ isRegistered: false });
    expect(await mailCount(email)).toBe(before + 1);
    expect((await lastMailTo(email))!.kind).toBe('registration-attempt');
    expect(await env.DB.prepare('SELECT first_name FROM customer_accounts WHERE login = ?1').bind(email).first('first_name')).toBe('Ada');
    // The original password still signs in; the intruder's does not.
    expect((await login(new AuthShopper(), email, PASSWORD)).status).toBe(200);
    expect((await login(new AuthShopper(), email, 'Other#Pass2')).status).toBe(401);
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Please enter your first name.'],
    [{ lastName: 'L' }, 'lastName', 'Last Name must be at least 2 characters.'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address.'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters.'],
    [{ password: 'Password123', confirmPassword: 'Password123' }, 'password', 'This password is too common. Please choose one that is harder to guess.'],
    [{ confirmPassword: 'Sturdy#Pass2' }, 'confirmPassword', 'Passwords Don’t Match.'],
    [{ confirmPassword: undefined }, 'confirmPassword', 'Please repeat password.'],
  ])('%j → 400 %s', async (patch, field, message) => {
    const body = { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), password: PASSWORD, confirmPassword: PASSWORD, ...patch };
    const res = await new AuthShopper().post(ACCOUNT_API.register, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message, field });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM customer_accounts WHERE login = ?1').bind(body.email ?? '').first('n')).toBe(0);
  });

  it('refuses cross-site requests and non-JSON bodies', async () => {
    const s = new AuthShopper();
    expect((await s.post(ACCOUNT_API.register, { email: uniqueEmail() }, { origin: 'https://evil.example' })).status).toBe(403);
    const raw = await s.call('POST', ACCOUNT_API.register, 'email=a', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(raw.status).toBe(415);
  });
});

describe('login', () => {
  it('signs in with the right password (any letter case of the e-mail) and rotates the session', async () => {
    const { email } = await registered();
    const shopper = new AuthShopper();
    const [product] = await pickItems('USD', 1, 300);
    await setStock(product!, 'online-us', 50);
    await shopper.post('/api/cart/items', { lines: [{ productId: product, quantity: 2 }], shipmentType: 'delivery', storeId: null, vehicle: null });
    const guestCookie = shopper.cookie!;
    const res = await login(shopper, `  ${email.toUpperCase()} `, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isRegistered: true, email, firstName: 'Ada' });
    expect(shopper.cookie).not.toBe(guestCookie);
    // The guest's cookie is dead: it reads as nobody.
    const old = new AuthShopper();
    old.cookie = guestCookie;
    expect((await me(old)).body).toEqual({ isRegistered: false });
    // Login merge: the guest's line is in the customer's basket.
    const cart = await shopper.json('GET', '/api/cart');
    expect(cart.body.basket.productItems.map((i: any) => [i.productId, i.quantity])).toEqual([[product, 2]]);
  });

  it('remember me off sets a session cookie without Max-Age', async () => {
    const { email } = await registered();
    const res = await login(new AuthShopper(), email, PASSWORD, false);
    expect(res.status).toBe(200);
    expect(res.res.headers.getSetCookie()[0]).toMatch(/^__Host-axle_sid=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('fails with one status and body for a wrong password and an unknown e-mail', async () => {
    const { email } = await registered();
    const wrong = await login(new AuthShopper(), email, 'Wrong#Pass9');
    const unknown = await login(new AuthShopper(), uniqueEmail('ghost'), 'Wrong#Pass9');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 401, message: LOGIN_FAILED_MESSAGE });
      expect(res.res.headers.get('set-cookie')).toBeNull();
    }
  });

  it.each([
    [{ email: '', password: PASSWORD }, 'email', 'Please enter your email address.'],
    [{ email: 'x@', password: PASSWORD }, 'email', 'Please enter a valid email address.'],
    [{ email: 'a@example.com', password: '' }, 'password', 'Please enter your password.'],
    [{ email: 'a@example.com', password: 'short' }, 'password', 'Password must be at least 8 characters.'],
  ])('%j → 400', async (body, field, message) => {
    const res = await new AuthShopper().post(ACCOUNT_API.login, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message, field });
  });

  it('holds a login back after 5 failures (decision 256), known or unknown, even for the right password', async () => {
    const { email } = await registered();
    const ghost = uniqueEmail('ghost');
    for (const target of [email, ghost]) {
      for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await login(new AuthShopper(), target, 'Wrong#Pass9')).status).toBe(401);
      const locked = await login(new AuthShopper(), target, PASSWORD);
      expect(locked.status).toBe(429);
    }
    const a = await login(new AuthShopper(), email, PASSWORD);
    const b = await login(new AuthShopper(), ghost, PASSWORD);
    expect(a.body).toEqual(b.body);
  });

  it('limits one client IP to the per-IP quota', async () => {
    const s = new AuthShopper();
    for (let i = 0; i < LOGIN_IP_LIMIT.limit; i++) expect((await login(s, uniqueEmail('ip'), 'Wrong#Pass9')).status).toBe(401);
    const over = await login(s, uniqueEmail('ip'), 'Wrong#Pass9');
    expect(over.status).toBe(429);
    expect(over.res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('me and logout', () => {
  it('me never creates a session', async () => {
    const s = new AuthShopper();
    const { res, body } = await me(s);
    expect(body).toEqual({ isRegistered: false });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('logout ends the session: the old cookie is dead and the next change starts a new guest', async () => {
    const { shopper } = await registered();
    const signedIn = shopper.cookie!;
    const res = await shopper.post(ACCOUNT_API.logout);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isRegistered: false });
    expect(res.res.headers.get('set-cookie')).toMatch(/^__Host-axle_sid=; Max-Age=0/);
    const old = new AuthShopper();
    old.cookie = signedIn;
    expect((await me(old)).body).toEqual({ isRegistered: false });
    const [product] = await pickItems('USD', 1, 301);
    await setStock(product!, 'online-us', 50);
    const added = await shopper.post('/api/cart/items', { lines: [{ productId: product, quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null });
    expect(added.body.basket.productItems).toHaveLength(1);
    expect((await me(shopper)).body).toEqual({ isRegistered: false });
  });
});

describe('password reset', () => {
  it('answers 202 with the same body for known and unknown e-mails and mails only the owner a 30-minute link', async () => {
    const { email } = await registered();
    const ghost = uniqueEmail('ghost');
    const known = await new AuthShopper().post(ACCOUNT_API.passwordReset, { email });
    const unknown = await new AuthShopper().post(ACCOUNT_API.passwordReset, { email: ghost });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(await mailCount(ghost)).toBe(0);
    const mail = (await lastMailTo(email))!;
    expect(mail.kind).toBe('password-reset');
    // The configured origin (SITE_ORIGINS, decision 258), not the request's host.
    expect(mail.body_text).toContain('http://localhost:8787/reset-password?token=');
    const row = await env.DB.prepare('SELECT expires_at - created_at AS ttl FROM password_reset_tokens ORDER BY created_at DESC LIMIT 1').first<number>('ttl');
    expect(row).toBe(30 * 60 * 1000);
  });

  it('puts the locale prefix in the link', async () => {
    const { email } = await registered();
    await new AuthShopper().post(`${ACCOUNT_API.passwordReset}?site=axle-ca&locale=fr-CA`, { email });
    expect((await lastMailTo(email))!.body_text).toMatch(/http:\/\/localhost:8787\/ca\/fr\/reset-password\?token=/);
  });

  it('sets the new password once, ends every session, and a spent or unknown token is refused', async () => {
    const { email, shopper } = await registered();
    const other = new AuthShopper();
    expect((await login(other, email, PASSWORD)).status).toBe(200);
    await new AuthShopper().post(ACCOUNT_API.passwordReset, { email });
    const token = resetTokenOf((await lastMailTo(email))!.body_text);
    const next = 'Brand#New22';
    const res = await new AuthShopper().post(ACCOUNT_API.passwordResetConfirm, { token, password: next, confirmPassword: next });
    expect(res.status).toBe(200);
    for (const s of [shopper, other]) expect((await me(s)).body).toEqual({ isRegistered: false });
    expect((await login(new AuthShopper(), email, PASSWORD)).status).toBe(401);
    expect((await login(new AuthShopper(), email, next)).status).toBe(200);
    const again = await new AuthShopper().post(ACCOUNT_API.passwordResetConfirm, { token, password: 'Third#Pass33', confirmPassword: 'Third#Pass33' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: 400, message: RESET_LINK_DEAD_MESSAGE, field: 'token' });
    const bogus = await new AuthShopper().post(ACCOUNT_API.passwordResetConfirm, { token: 'x'.repeat(43), password: next, confirmPassword: next });
    expect(bogus.body).toEqual(again.body);
  });

  it('refuses an expired token', async () => {
    const { email } = await registered();
    await new AuthShopper().post(ACCOUNT_API.passwordReset, { email });
    const token = resetTokenOf((await lastMailTo(email))!.body_text);
    await env.DB.prepare('UPDATE password_reset_tokens SET expires_at = created_at + 1, created_at = created_at - 3600000 WHERE customer_id = (SELECT customer_id FROM customer_accounts WHERE login = ?1)').bind(email).run();
    const res = await new AuthShopper().post(ACCOUNT_API.passwordResetConfirm, { token, password: 'Brand#New22', confirmPassword: 'Brand#New22' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(RESET_LINK_DEAD_MESSAGE);
  });

  it('validates the e-mail and the new password', async () => {
    expect((await new AuthShopper().post(ACCOUNT_API.passwordReset, { email: '' })).body).toEqual({ status: 400, message: 'Please enter a valid email address.', field: 'email' });
    const weak = await new AuthShopper().post(ACCOUNT_API.passwordResetConfirm, { token: 'x'.repeat(43), password: 'password1', confirmPassword: 'password1' });
    expect(weak.body).toEqual({ status: 400, message: 'This password is too common. Please choose one that is harder to guess.', field: 'password' });
  });
});

describe('password change', () => {
  it('is for signed-in shoppers only', async () => {
    const res = await new AuthShopper().post(ACCOUNT_API.passwordChange, { currentPassword: PASSWORD, password: 'Brand#New22', confirmPassword: 'Brand#New22' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: 'Please sign in to continue!' });
  });

  it('checks the current password, then ends the other sessions and rotates this one', async () => {
    const { email, shopper } = await registered();
    const other = new AuthShopper();
    await login(other, email, PASSWORD);
    const wrong = await shopper.post(ACCOUNT_API.passwordChange, { currentPassword: 'Wrong#Pass9', password: 'Brand#New22', confirmPassword: 'Brand#New22' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ status: 400, message: 'Your current password is incorrect.', field: 'currentPassword' });
    const before = shopper.cookie!;
    const ok = await shopper.post(ACCOUNT_API.passwordChange, { currentPassword: PASSWORD, password: 'Brand#New22', confirmPassword: 'Brand#New22' });
    expect(ok.status).toBe(200);
    expect(shopper.cookie).not.toBe(before);
    expect((await me(shopper)).body.isRegistered).toBe(true);
    expect((await me(other)).body).toEqual({ isRegistered: false });
    const stale = new AuthShopper();
    stale.cookie = before;
    expect((await me(stale)).body).toEqual({ isRegistered: false });
    expect((await login(new AuthShopper(), email, 'Brand#New22')).status).toBe(200);
  });
});

describe('rehash at sign-in', () => {
  it('a hash made at a lower cost is replaced by one at the current cost when the shopper signs in', async () => {
    const { email } = await registered();
    const weak = await hashPassword(PASSWORD, DEV_PEPPER, 1000);
    await env.DB.prepare('UPDATE customer_accounts SET password_hash = ?2 WHERE login = ?1').bind(email, weak).run();
    expect((await login(new AuthShopper(), email, PASSWORD)).status).toBe(200);
    const stored = await env.DB.prepare('SELECT password_hash FROM customer_accounts WHERE login = ?1').bind(email).first<string>('password_hash');
    expect(stored).toMatch(/^pbkdf2-sha512\$100000\$/);
    expect((await login(new AuthShopper(), email, PASSWORD)).status).toBe(200);
  });
});

describe('registration signs in with the login merge', () => {
  it('the guest basket moves into the new customer basket and the guest cookie dies', async () => {
    const shopper = new AuthShopper();
    const [product] = await pickItems('USD', 1, 302);
    await setStock(product!, 'online-us', 50);
    await shopper.post('/api/cart/items', { lines: [{ productId: product, quantity: 3 }], shipmentType: 'delivery', storeId: null, vehicle: null });
    const guestCookie = shopper.cookie!;
    const email = uniqueEmail('merge');
    const res = await shopper.post(ACCOUNT_API.register, { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD });
    expect(res.status).toBe(202);
    expect(shopper.cookie).not.toBe(guestCookie);
    expect((await me(shopper)).body).toMatchObject({ isRegistered: true, email });
    const cart = await shopper.json('GET', '/api/cart');
    expect(cart.body.basket.productItems.map((i: any) => [i.productId, i.quantity])).toEqual([[product, 3]]);
    const old = new AuthShopper();
    old.cookie = guestCookie;
    expect((await me(old)).body).toEqual({ isRegistered: false });
  });

  it('a guest with a basket on each site keeps both: signing in on one site merges the other too', async () => {
    const shopper = new AuthShopper();
    const [usProduct] = await pickItems('USD', 1, 310);
    const [caProduct] = await pickItems('CAD', 1, 311);
    await setStock(usProduct!, 'online-us', 50);
    await setStock(caProduct!, 'online-ca', 50);
    const line = (productId: string, quantity: number) => ({ lines: [{ productId, quantity }], shipmentType: 'delivery', storeId: null, vehicle: null });
    expect((await shopper.post('/api/cart/items?site=axle-us', line(usProduct!, 1))).status).toBe(200);
    expect((await shopper.post('/api/cart/items?site=axle-ca', line(caProduct!, 2))).status).toBe(200);
    const email = uniqueEmail('two-sites');
    expect((await shopper.post(`${ACCOUNT_API.register}?site=axle-ca`, { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(202);
    const lines = async (site: string) => (await shopper.json('GET', `/api/cart?site=${site}`)).body.basket.productItems.map((i: any) => [i.productId, i.quantity]);
    expect(await lines('axle-ca')).toEqual([[caProduct, 2]]);
    expect(await lines('axle-us')).toEqual([[usProduct, 1]]);
  });
});
