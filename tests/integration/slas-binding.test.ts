import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { OTHER_SITE_TOKEN_MESSAGE } from '../../worker/commerce/accounts/slas-resolver';
import { REGISTERED_REFRESH_TTL_SECONDS } from '../../worker/commerce/accounts/slas-service';
import { PASSWORD, registered } from './auth-client';
import { BASKETS } from './cart-client';
import { AUTH, bearer, CLIENT_ID, form, guestTokens, pkce, REDIRECT, registeredTokens, send } from './slas-client';

const DAY_MS = 24 * 3600 * 1000;

const guestTokensFor = (channel: string) => guestTokens(channel);
const registeredTokensFor = (email: string, channel: string) => registeredTokens(email, PASSWORD, channel);

const refresh = (token: string, channel?: string) =>
  send(`${AUTH}/token`, form({ grant_type: 'refresh_token', refresh_token: token, client_id: CLIENT_ID, ...(channel ? { channel_id: channel } : {}) }));

const createBasket = (token: string, site: string) =>
  send(`${BASKETS}?siteId=${site}`, bearer(token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));

function familyOf(accessToken: string): string {
  return JSON.parse(atob(accessToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).fam;
}

describe('SLAS tokens are bound to their site (issue 26 item 9)', () => {
  it('a token issued for axle-ca works on axle-ca and is refused (403 JSON) on axle-us', async () => {
    const ca = await guestTokensFor('axle-ca');
    expect((await createBasket(ca.access_token, 'axle-ca')).status).toBe(201);
    const elsewhere = await createBasket(ca.access_token, 'axle-us');
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.headers.get('content-type')).toMatch(/application\/json/);
    expect(await elsewhere.json()).toEqual({ status: 403, message: OTHER_SITE_TOKEN_MESSAGE });
    // The storefront API reads the site from its prefix or ?site=.
    expect((await send('/api/account/me?site=axle-us', bearer(ca.access_token))).status).toBe(403);
    expect((await send('/api/account/me?site=axle-ca', bearer(ca.access_token))).status).toBe(200);
    // And the other way round, for a registered shopper's token on Shopper Customers.
    const { email } = await registered();
    const us = await registeredTokensFor(email, 'axle-us');
    expect((await send(`/customer/shopper-customers/v1/organizations/f_ecom_axle/customers/me?siteId=axle-us`, bearer(us.access_token))).status).toBe(200);
    expect((await send(`/customer/shopper-customers/v1/organizations/f_ecom_axle/customers/me?siteId=axle-ca`, bearer(us.access_token))).status).toBe(403);
  });

  it('a refresh token or a code presented for another channel_id is refused', async () => {
    const ca = await guestTokensFor('axle-ca');
    const other = await refresh(ca.refresh_token, 'axle-us');
    expect(other.status).toBe(400);
    expect(((await other.json()) as any).error).toBe('invalid_grant');
    const same = await refresh(ca.refresh_token, 'axle-ca');
    expect(same.status).toBe(200);
    const next = (await same.json()) as any;
    expect((await createBasket(next.access_token, 'axle-ca')).status).toBe(201);
    expect((await createBasket(next.access_token, 'axle-us')).status).toBe(403);

    const { verifier, challenge } = await pkce();
    const query = new URLSearchParams({ client_id: CLIENT_ID, channel_id: 'axle-ca', code_challenge: challenge, hint: 'guest', redirect_uri: REDIRECT, response_type: 'code' });
    const location = new URL((await send(`${AUTH}/authorize?${query}`)).headers.get('location')!);
    const swapped = await send(`${AUTH}/token`, form({
      grant_type: 'authorization_code_pkce', code: location.searchParams.get('code')!, usid: location.searchParams.get('usid')!,
      code_verifier: verifier, redirect_uri: REDIRECT, client_id: CLIENT_ID, channel_id: 'axle-us',
    }));
    expect(swapped.status).toBe(400);
  });

  it('a family from before sites were bound is refused', async () => {
    const us = await guestTokensFor('axle-us');
    await env.DB.prepare("UPDATE slas_families SET site_id = '' WHERE family_id = ?1").bind(familyOf(us.access_token)).run();
    expect((await createBasket(us.access_token, 'axle-us')).status).toBe(401);
    expect((await refresh(us.refresh_token)).status).toBe(400);
  });
});

describe('refresh tokens expire absolutely (issue 26 item 5)', () => {
  it('every rotation ends when the family does: 90 days after the first issue for a registered shopper', async () => {
    const { email } = await registered();
    const first = await registeredTokensFor(email, 'axle-us');
    expect(first.refresh_token_expires_in).toBe(REGISTERED_REFRESH_TTL_SECONDS);
    const family = familyOf(first.access_token);
    // The sign-in is 89 days old: a rotation still works, but only for the day that is left.
    await env.DB.prepare('UPDATE slas_families SET created_at = created_at - ?2 WHERE family_id = ?1').bind(family, 89 * DAY_MS).run();
    const rotated = await refresh(first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as any;
    expect(second.refresh_token_expires_in).toBeLessThanOrEqual(DAY_MS / 1000);
    expect(second.refresh_token_expires_in).toBeGreaterThan(DAY_MS / 1000 - 60);
    const ends = await env.DB.prepare('SELECT f.created_at + ?2 - r.expires_at AS gap FROM slas_refresh_tokens r JOIN slas_families f USING (family_id) WHERE r.family_id = ?1 AND r.used_at IS NULL')
      .bind(family, REGISTERED_REFRESH_TTL_SECONDS * 1000).first<number>('gap');
    expect(ends).toBe(0);
    // Past 90 days the newest refresh token is refused, although its own row was issued a moment ago,
    // and so is the family's access token.
    await env.DB.prepare('UPDATE slas_families SET created_at = created_at - ?2 WHERE family_id = ?1').bind(family, 2 * DAY_MS).run();
    await env.DB.prepare('UPDATE slas_refresh_tokens SET expires_at = ?2 WHERE family_id = ?1').bind(family, Date.now() + 30 * DAY_MS).run();
    const late = await refresh(second.refresh_token);
    expect(late.status).toBe(400);
    expect(((await late.json()) as any).error).toBe('invalid_grant');
    expect((await createBasket(second.access_token, 'axle-us')).status).toBe(401);
  });

  it('a guest family lasts 30 days from its first issue', async () => {
    const guest = await guestTokensFor('axle-us');
    await env.DB.prepare('UPDATE slas_families SET created_at = created_at - ?2 WHERE family_id = ?1').bind(familyOf(guest.access_token), 31 * DAY_MS).run();
    expect((await refresh(guest.refresh_token)).status).toBe(400);
  });
});
