import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, DEV_JWT_SECRET, signJwt, TOKEN_ISSUER } from '../../worker/commerce/accounts/slas-jwt';
import { LOGIN_FAILED_MESSAGE } from '../../worker/routes/api/account-auth';
import { SLAS_GUEST_IP_LIMIT } from '../../worker/routes/slas/shopper-login';
import { PASSWORD, registered } from './auth-client';
import { BASKETS, ORG, pickItems, setStock } from './cart-client';
import { AUTH, bearer, CLIENT_ID, exchange, form, guestTokens, pkce, REDIRECT, refresh, registeredTokens, send } from './slas-client';

const US = '?siteId=axle-us';
let items: string[] = [];

beforeAll(async () => {
  items = await pickItems('USD', 3, 400);
  for (const id of items) await setStock(id, 'online-us', 50);
});

function claimsOf(jwt: string): any {
  return JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
}

describe('SLAS guest and registered sign-in', () => {
  it('authorizes a guest with PKCE: 303 to the redirect URI with code and usid, then the token response', async () => {
    const { verifier, challenge } = await pkce();
    const query = new URLSearchParams({ client_id: CLIENT_ID, channel_id: 'axle-us', code_challenge: challenge, hint: 'guest', redirect_uri: REDIRECT, response_type: 'code' });
    const authorized = await send(`${AUTH}/authorize?${query}`);
    expect(authorized.status).toBe(303);
    const location = new URL(authorized.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const usid = location.searchParams.get('usid')!;
    expect(usid).toMatch(/^[0-9a-f-]{36}$/);
    const res = await exchange(location.toString(), verifier);
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as any;
    expect(tokens).toMatchObject({ token_type: 'BEARER', expires_in: 1800, refresh_token_expires_in: 30 * 24 * 3600, usid, id_token: '', idp_access_token: '' });
    expect(tokens.customer_id).toMatch(/^g_/);
    expect(tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.enc_user_id).toMatch(/^[0-9a-f]{32}$/);
    const claims = claimsOf(tokens.access_token);
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: `commercecloud/${ORG}`, cid: tokens.customer_id, usid, ctp: 'guest' });
    // SCAPI's sub and isb, which commerce-sdk-react decodes (usid fourth in sub, gcid fourth in isb).
    expect(claims.sub).toBe(`cc-slas::axle::scid:${CLIENT_ID}::usid:${usid}`);
    expect(claims.isb).toBe(`uido:slas::upn:Guest::uidn:Guest User::gcid:${tokens.customer_id}`);
    expect(claims.exp - claims.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);
    // The code works once.
    expect((await exchange(location.toString(), verifier)).status).toBe(400);
  });

  it('refuses a wrong verifier, a foreign redirect URI and an authorize without hint=guest', async () => {
    const { challenge } = await pkce();
    const query = (extra: Record<string, string>) => new URLSearchParams({ client_id: CLIENT_ID, channel_id: 'axle-us', code_challenge: challenge, hint: 'guest', redirect_uri: REDIRECT, response_type: 'code', ...extra });
    const authorized = await send(`${AUTH}/authorize?${query({})}`);
    const wrong = await exchange(authorized.headers.get('location')!, (await pkce()).verifier);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as any).error).toBe('invalid_grant');
    expect((await send(`${AUTH}/authorize?${query({ redirect_uri: 'https://evil.example/cb' })}`)).status).toBe(400);
    expect((await send(`${AUTH}/authorize?${query({ hint: '' })}`)).status).toBe(400);
    expect((await send(`${AUTH}/authorize?${query({ channel_id: 'nope' })}`)).status).toBe(400);
    expect((await send(`/shopper/auth/v1/organizations/other/oauth2/authorize?${query({})}`)).status).toBe(404);
  });

  it('limits guest authorizations per client IP (each creates a guest)', async () => {
    const { challenge } = await pkce();
    const query = new URLSearchParams({ client_id: CLIENT_ID, channel_id: 'axle-us', code_challenge: challenge, hint: 'guest', redirect_uri: REDIRECT, response_type: 'code' });
    const ip = crypto.randomUUID();
    for (let i = 0; i < SLAS_GUEST_IP_LIMIT.limit; i++) expect((await send(`${AUTH}/authorize?${query}`, {}, ip)).status).toBe(303);
    expect((await send(`${AUTH}/authorize?${query}`, {}, ip)).status).toBe(429);
  });

  it('signs a registered shopper in with Basic credentials; wrong or unknown credentials get one 401', async () => {
    const { email } = await registered();
    const tokens = await registeredTokens(email, PASSWORD);
    expect(tokens.refresh_token_expires_in).toBe(90 * 24 * 3600);
    expect(claimsOf(tokens.access_token).ctp).toBe('registered');
    expect(claimsOf(tokens.access_token).isb).toBe(`uido:ecom::upn:${tokens.customer_id}::uidn:${tokens.customer_id}::gcid:${tokens.customer_id}::rcid:${tokens.customer_id}`);
    expect(tokens.id_token.split('.')).toHaveLength(3);
    const customer = await env.DB.prepare('SELECT customer_id FROM customer_accounts WHERE login = ?1').bind(email).first('customer_id');
    expect(tokens.customer_id).toBe(customer);
    const { challenge } = await pkce();
    const attempt = (user: string, password: string) =>
      send(`${AUTH}/login`, { ...form({ client_id: CLIENT_ID, channel_id: 'axle-us', code_challenge: challenge, redirect_uri: REDIRECT }), headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${btoa(`${user}:${password}`)}` } });
    const wrong = await attempt(email, 'Wrong#Pass9');
    const unknown = await attempt(`nobody.${Date.now()}@example.com`, 'Wrong#Pass9');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual(b);
    expect((a as any).message).toBe(LOGIN_FAILED_MESSAGE);
  });
});

describe('SLAS tokens on the commerce API', () => {
  it('a guest token reaches its own basket; another shopper\'s token cannot', async () => {
    const first = await guestTokens();
    const created = await send(`${BASKETS}${US}`, bearer(first.access_token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect(created.status).toBe(201);
    expect(created.headers.get('set-cookie')).toBeNull();
    const basket = (await created.json()) as any;
    const added = await send(`${BASKETS}/${basket.basketId}/items${US}`, bearer(first.access_token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([{ productId: items[0], quantity: 1 }]) }));
    expect(added.status).toBe(200);

    const { email } = await registered();
    const second = await registeredTokens(email, PASSWORD);
    const read = await send(`${BASKETS}/${basket.basketId}${US}`, bearer(second.access_token));
    expect(read.status).toBe(404);
    const write = await send(`${BASKETS}/${basket.basketId}/items${US}`, bearer(second.access_token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([{ productId: items[1], quantity: 1 }]) }));
    expect(write.status).toBe(404);
    const mine = await send(`${BASKETS}/${basket.basketId}${US}`, bearer(first.access_token));
    expect(((await mine.json()) as any).productItems).toHaveLength(1);
  });

  it('expired, tampered and wrong-audience tokens answer 401', async () => {
    const live = await guestTokens();
    const claims = claimsOf(live.access_token);
    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt({ ...claims, iat: now - 3600, exp: now - 1 }, DEV_JWT_SECRET);
    const otherAudience = await signJwt({ ...claims, aud: 'commercecloud/f_ecom_other' }, DEV_JWT_SECRET);
    const otherKey = await signJwt(claims, 'some-other-secret');
    const [h, p, s] = live.access_token.split('.');
    const tampered = `${h}.${btoa(JSON.stringify({ ...claims, cid: 'g_someone_else' })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.${s}`;
    const noneAlg = `${btoa(JSON.stringify({ alg: 'none', typ: 'JWT' })).replace(/=+$/, '')}.${p}.`;
    expect((await send(`${BASKETS}${US}`, bearer(live.access_token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))).status).toBe(201);
    for (const token of [expired, otherAudience, otherKey, tampered, noneAlg + 'x']) {
      const res = await send(`${BASKETS}${US}`, bearer(token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 401, message: 'Invalid or expired access token' });
    }
  });

  it('refresh rotates the token; replaying a spent refresh token revokes the whole family', async () => {
    const first = await guestTokens();
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(200);
    const second = (await res.json()) as any;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.customer_id).toBe(first.customer_id);
    expect(second.usid).toBe(first.usid);
    const ok = await send(`${BASKETS}${US}`, bearer(second.access_token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect(ok.status).toBe(201);
    // The first refresh token again: the family ends, the newest tokens included.
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as any).error).toBe('invalid_grant');
    expect((await refresh(second.refresh_token)).status).toBe(400);
    for (const token of [first.access_token, second.access_token]) {
      expect((await send(`${BASKETS}${US}`, bearer(token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))).status).toBe(401);
    }
  });

  it('logout revokes the family; the storefront password change revokes every family of the customer', async () => {
    const guest = await guestTokens();
    const query = new URLSearchParams({ client_id: CLIENT_ID, refresh_token: guest.refresh_token, channel_id: 'axle-us' });
    const out = await send(`${AUTH}/logout?${query}`, bearer(guest.access_token));
    expect(out.status).toBe(200);
    expect((await refresh(guest.refresh_token)).status).toBe(400);
    expect((await send(`${BASKETS}${US}`, bearer(guest.access_token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))).status).toBe(401);

    const { email, shopper } = await registered();
    const tokens = await registeredTokens(email, PASSWORD);
    const changed = await shopper.post('/api/account/password', { currentPassword: PASSWORD, password: 'Brand#New22', confirmPassword: 'Brand#New22' });
    expect(changed.status).toBe(200);
    expect((await send(`${BASKETS}${US}`, bearer(tokens.access_token))).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });

  it('keeps the session-token bearer working', async () => {
    const { shopper } = await registered();
    const token = shopper.cookie!.split('=')[1]!;
    const res = await send(`${BASKETS}${US}`, bearer(token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect(res.status).toBe(201);
  });
});
