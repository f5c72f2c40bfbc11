import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '../../worker/index';
import { ORG, ORIGIN } from './cart-client';

export const AUTH = `/shopper/auth/v1/organizations/${ORG}/oauth2`;
export const CLIENT_ID = 'axle-test-client';
export const REDIRECT = `${ORIGIN}/callback`;

export async function send(path: string, init: RequestInit = {}, ip = crypto.randomUUID()): Promise<Response> {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  headers.set('cf-connecting-ip', ip);
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init, headers }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

function b64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function pkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = b64url(crypto.getRandomValues(new Uint8Array(64)));
  const challenge = b64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
  return { verifier, challenge };
}

export const form = (values: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
});

/** Tokens are bound to the site (channel_id) they were issued for (decision 258). */
export async function exchange(location: string, verifier: string, channel = 'axle-us'): Promise<Response> {
  const url = new URL(location);
  return send(`${AUTH}/token`, form({
    grant_type: 'authorization_code_pkce',
    code: url.searchParams.get('code')!,
    usid: url.searchParams.get('usid')!,
    code_verifier: verifier,
    redirect_uri: REDIRECT,
    client_id: CLIENT_ID,
    channel_id: channel,
  }));
}

export async function guestTokens(channel = 'axle-us'): Promise<any> {
  const { verifier, challenge } = await pkce();
  const query = new URLSearchParams({ client_id: CLIENT_ID, channel_id: channel, code_challenge: challenge, hint: 'guest', redirect_uri: REDIRECT, response_type: 'code' });
  const authorized = await send(`${AUTH}/authorize?${query}`);
  if (authorized.status !== 303) throw new Error(`authorize: ${authorized.status} ${await authorized.text()}`);
  return (await exchange(authorized.headers.get('location')!, verifier, channel)).json();
}

export async function registeredTokens(email: string, password: string, channel = 'axle-us'): Promise<any> {
  const { verifier, challenge } = await pkce();
  const res = await send(`${AUTH}/login`, {
    ...form({ client_id: CLIENT_ID, channel_id: channel, code_challenge: challenge, redirect_uri: REDIRECT }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${btoa(`${email}:${password}`)}` },
  });
  if (res.status !== 303) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (await exchange(res.headers.get('location')!, verifier, channel)).json();
}

export async function refresh(refreshToken: string): Promise<Response> {
  return send(`${AUTH}/token`, form({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID, channel_id: 'axle-us' }));
}

export function bearer(token: string, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers };
}
