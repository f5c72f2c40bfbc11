/**
 * commerce-sdk-isomorphic (the official Shopper API client, DESIGN §6) inside workerd: its clients
 * take a `fetch` in their config, which here hands each request straight to the worker under test.
 * Each client set calls from its own client IP (the SLAS guest limit counts per IP).
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import * as sdk from 'commerce-sdk-isomorphic';
import worker from '../../worker/index';

export { sdk };
export const ORIGIN = 'http://localhost';
export const ORGANIZATION_ID = 'f_ecom_axle';
/** The PWA Kit's own redirect URI in development: another origin than the API's. */
export const PWA_KIT_REDIRECT = 'http://localhost:3000/callback';
export const PWA_KIT_CLIENT = 'pwa-kit-test-client';

type WorkerEnv = typeof env;

/** A fetch that runs the worker in-process, optionally with other variables (production settings). */
export function workerFetch(vars: Partial<Record<string, string>> = {}) {
  const runEnv = { ...env, ...vars } as WorkerEnv;
  return async (url: string, init?: RequestInit): Promise<Response> => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(url, { ...init, redirect: 'manual' }), runEnv, ctx);
    await waitOnExecutionContext(ctx);
    // As a network fetch does: the SDK reads the response's URL when there is no Location.
    Object.defineProperty(res, 'url', { value: url });
    return res;
  };
}

export function clientConfig(options: { siteId?: string; token?: string; vars?: Partial<Record<string, string>>; clientId?: string } = {}) {
  return {
    proxy: ORIGIN,
    parameters: { clientId: options.clientId ?? PWA_KIT_CLIENT, organizationId: ORGANIZATION_ID, shortCode: 'axle0001', siteId: options.siteId ?? 'axle-us' },
    headers: { 'cf-connecting-ip': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    fetch: workerFetch(options.vars) as never,
    throwOnBadResponse: true,
  };
}

/** A SLAS guest through the SDK's own helper, redirected to the PWA Kit's callback. */
export async function sdkGuest(siteId = 'axle-us') {
  const login = new sdk.ShopperLogin(clientConfig({ siteId }));
  return sdk.helpers.loginGuestUser({ slasClient: login, parameters: { redirectURI: PWA_KIT_REDIRECT } });
}

/** A registered shopper's tokens through the SDK's helper (Basic credentials, then the code exchange). */
export async function sdkRegistered(username: string, password: string, siteId = 'axle-us') {
  const login = new sdk.ShopperLogin(clientConfig({ siteId }));
  return sdk.helpers.loginRegisteredUserB2C({ slasClient: login, credentials: { username, password }, parameters: { redirectURI: PWA_KIT_REDIRECT } });
}

/** The API clients of one shopper's token. */
export function shopperClients(token: string, siteId = 'axle-us') {
  const config = clientConfig({ siteId, token });
  return {
    search: new sdk.ShopperSearch(config),
    products: new sdk.ShopperProducts(config),
    basketsV1: new sdk.ShopperBaskets(config),
    basketsV2: new sdk.ShopperBasketsV2(config),
    orders: new sdk.ShopperOrders(config),
    customers: new sdk.ShopperCustomers(config),
    contexts: new sdk.ShopperContexts(config),
    configurations: new sdk.ShopperConfigurations(config),
  };
}

/** The status of a call the SDK refused (ResponseError), with its JSON body. */
export async function rejection(call: Promise<unknown>): Promise<{ status: number; body: any }> {
  try {
    await call;
  } catch (error) {
    const response = (error as { response?: Response }).response;
    if (!response) throw error;
    return { status: response.status, body: await response.json().catch(() => null) };
  }
  throw new Error('the call succeeded');
}

/** The payload of a JWT (no check: the client-side reading commerce-sdk-react does). */
export function jwtPayload(token: string): Record<string, any> {
  const part = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(part.padEnd(part.length + ((4 - (part.length % 4)) % 4), '=')));
}
