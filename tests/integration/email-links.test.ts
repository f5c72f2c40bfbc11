import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { ACCOUNT_API } from '../../shared/account/account-api';
import { lastMailTo, PASSWORD, registered } from './auth-client';
import { ORG } from './cart-client';
import { guestTokens } from './slas-client';

/** A request as an attacker sends it: any host they like, same-origin headers to match it. */
async function fromHost(host: string, path: string, body: unknown, init: { env?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`https://${host}${path}`, {
      method: 'POST',
      headers: { origin: `https://${host}`, 'content-type': 'application/json', 'cf-connecting-ip': crypto.randomUUID(), ...init.headers },
      body: JSON.stringify(body),
    }),
    { ...env, ...init.env } as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const linkOf = (text: string) => /(\S+reset-password\?token=\S+)/.exec(text)?.[1] ?? '';

describe('e-mailed links use the configured site origin, not the Host header (issue 26 item 6)', () => {
  it('password reset, registration attempt and Shopper Customers reset links ignore the request host', async () => {
    const { email } = await registered();
    expect((await fromHost('evil.example', ACCOUNT_API.passwordReset, { email })).status).toBe(202);
    expect(linkOf((await lastMailTo(email))!.body_text)).toMatch(/^http:\/\/localhost:8787\/reset-password\?token=/);

    expect((await fromHost('evil.example', `${ACCOUNT_API.register}?site=axle-ca&locale=fr-CA`, { firstName: 'Eve', lastName: 'Mallory', email, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(202);
    const attempt = (await lastMailTo(email))!;
    expect(attempt.kind).toBe('registration-attempt');
    expect(linkOf(attempt.body_text)).toMatch(/^http:\/\/localhost:8787\/ca\/fr\/reset-password\?token=/);

    const { access_token } = await guestTokens();
    const scapi = await fromHost('evil.example', `/customer/shopper-customers/v1/organizations/${ORG}/customers/password/actions/create-reset-token?siteId=axle-us`, { login: email }, { headers: { authorization: `Bearer ${access_token}` } });
    expect(scapi.status).toBe(202);
    expect(linkOf((await lastMailTo(email))!.body_text)).toMatch(/^http:\/\/localhost:8787\/reset-password\?token=/);
  });

  it('each site gets its own configured origin', async () => {
    const { email } = await registered();
    const origins = { SITE_ORIGINS: 'axle-ca=https://www.axle.example.ca axle-us=https://www.axle.example.com' };
    await fromHost('evil.example', `${ACCOUNT_API.passwordReset}?site=axle-ca`, { email }, { env: origins });
    expect(linkOf((await lastMailTo(email))!.body_text)).toMatch(/^https:\/\/www\.axle\.example\.ca\/ca\/reset-password\?token=/);
    await fromHost('evil.example', `${ACCOUNT_API.passwordReset}?site=axle-us`, { email }, { env: origins });
    expect(linkOf((await lastMailTo(email))!.body_text)).toMatch(/^https:\/\/www\.axle\.example\.com\/reset-password\?token=/);
  });
});
