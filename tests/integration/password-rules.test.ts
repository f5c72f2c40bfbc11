import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../shared/account/account-api';
import { ACCOUNT_RULE_TEXTS_EN } from '../../shared/account/account-rules';
import { AuthShopper, lastMailTo, PASSWORD, registered, uniqueEmail } from './auth-client';
import { ORG } from './cart-client';
import { guestTokens, send } from './slas-client';

const TOO_COMMON = ACCOUNT_RULE_TEXTS_EN['auth.password.common']!;
const register = (password: string, extra: Record<string, string> = {}) =>
  new AuthShopper().post(ACCOUNT_API.register, { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), password, confirmPassword: password, ...extra });

describe('new passwords: no composition rules, no common passwords (issue 26 item 8, decision 257)', () => {
  it('accepts a long password without upper case, digits or symbols, and a 64-character one', async () => {
    expect((await register('quiet harbour lamp post')).status).toBe(202);
    expect((await register('tangerineotterbasalt')).status).toBe(202);
    expect((await register('k'.repeat(30) + 'tangerine otter basalt'.padEnd(34, 'x'))).status).toBe(202);
  });

  it('keeps the spec’s length messages', async () => {
    expect((await register('short')).body).toEqual({ status: 400, message: 'Password must be at least 8 characters.', field: 'password' });
    expect((await register('x'.repeat(65))).body).toEqual({ status: 400, message: 'Password cannot exceed 64 characters.', field: 'password' });
  });

  it('refuses a common password in any letter case or with punctuation around it, and the shopper’s own e-mail or name', async () => {
    for (const password of ['Password1!', 'qwerty123', 'Iloveyou1', 'P@ssw0rd', '!!sunshine!!', '1q2w3e4r5t']) {
      expect((await register(password)).body, password).toEqual({ status: 400, message: TOO_COMMON, field: 'password' });
    }
    const email = uniqueEmail('ada.lovelace');
    expect((await new AuthShopper().post(ACCOUNT_API.register, { firstName: 'Ada', lastName: 'Lovelace', email, password: email, confirmPassword: email })).body).toEqual({
      status: 400, message: TOO_COMMON, field: 'password',
    });
    expect((await register('AdaLovelace')).body.message).toBe(TOO_COMMON);
  });

  it('applies to the reset link, the password change and Shopper Customers registration', async () => {
    const { email, shopper } = await registered();
    await new AuthShopper().post(ACCOUNT_API.passwordReset, { email });
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec((await lastMailTo(email))!.body_text)![1]!);
    const reset = await new AuthShopper().post(ACCOUNT_API.passwordResetConfirm, { token, password: 'Football1', confirmPassword: 'Football1' });
    expect(reset.body).toEqual({ status: 400, message: TOO_COMMON, field: 'password' });
    const change = await shopper.post(ACCOUNT_API.passwordChange, { currentPassword: PASSWORD, password: 'superman123', confirmPassword: 'superman123' });
    expect(change.body).toEqual({ status: 400, message: TOO_COMMON, field: 'password' });
    const changed = await shopper.post(ACCOUNT_API.passwordChange, { currentPassword: PASSWORD, password: 'harbour lamp at dusk', confirmPassword: 'harbour lamp at dusk' });
    expect(changed.status).toBe(200);

    const { access_token } = await guestTokens();
    const login = uniqueEmail('scapi');
    const scapi = await send(`/customer/shopper-customers/v1/organizations/${ORG}/customers?siteId=axle-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ customer: { login, email: login, firstName: 'Grace', lastName: 'Hopper' }, password: 'baseball1' }),
    });
    expect(scapi.status).toBe(400);
    expect(await scapi.json()).toEqual({ status: 400, message: TOO_COMMON, field: 'password' });
  });
});
