/**
 * SLAS as the PWA Kit Retail React App drives it (issue 28), through commerce-sdk-isomorphic:
 * guest and registered sign-in redirect to the app's own origin (a per-client allow-list, loopback
 * hosts in development), access tokens carry the `sub` and `isb` commerce-sdk-react decodes, and
 * registerCustomer answers a Customer.
 */
import { describe, expect, it } from 'vitest';
import { clientConfig, jwtPayload, ORGANIZATION_ID, PWA_KIT_CLIENT, PWA_KIT_REDIRECT, rejection, sdk, sdkGuest, sdkRegistered, shopperClients, workerFetch } from './scapi-sdk';

/** What commerce-sdk-react's Auth.parseSlasJWT reads from an access token. */
function parseLikeCommerceSdkReact(token: string) {
  const { sub, isb } = jwtPayload(token) as { sub?: string; isb?: string };
  if (!sub || !isb) return null;
  const isbParts = isb.split('::');
  const isGuest = isbParts[1] === 'upn:Guest';
  return {
    isGuest,
    customerId: isGuest ? isbParts[3]!.replace('gcid:', '') : isbParts[4]!.replace('rcid:', ''),
    usid: sub.split('::')[3]!.replace('usid:', ''),
  };
}

const PRODUCTION = { ENVIRONMENT: 'production', SLAS_JWT_SECRET: 'x'.repeat(48), PASSWORD_PEPPER: 'y'.repeat(48), SLAS_REDIRECT_URIS: JSON.stringify({ [PWA_KIT_CLIENT]: ['https://shop.example.com/callback'] }) };

describe('SLAS for the PWA Kit', () => {
  it('signs a guest in with the app’s localhost redirect URI, and the token reads as commerce-sdk-react reads it', async () => {
    const tokens = await sdkGuest();
    expect(tokens.customer_id).toMatch(/^g_/);
    expect(parseLikeCommerceSdkReact(tokens.access_token)).toEqual({ isGuest: true, customerId: tokens.customer_id, usid: tokens.usid });
    expect(jwtPayload(tokens.access_token).sub).toBe(`cc-slas::axle::scid:${PWA_KIT_CLIENT}::usid:${tokens.usid}`);
  });

  it('registers through registerCustomer (a Customer back), signs the shopper in, and logs out', async () => {
    const guest = await sdkGuest();
    const email = `pwa.kit.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const customer = await shopperClients(guest.access_token).customers.registerCustomer({
      body: { customer: { login: email, email, firstName: 'Ada', lastName: 'Lovelace' }, password: 'Axle#Pass123' },
    });
    expect(customer).toEqual({ authType: 'registered', login: email, email, firstName: 'Ada', lastName: 'Lovelace' });
    const tokens = await sdkRegistered(email, 'Axle#Pass123');
    expect(parseLikeCommerceSdkReact(tokens.access_token)).toEqual({ isGuest: false, customerId: tokens.customer_id, usid: tokens.usid });
    const me = await shopperClients(tokens.access_token).customers.getCustomer({ parameters: { customerId: tokens.customer_id } });
    expect(me).toMatchObject({ customerId: tokens.customer_id, email, authType: 'registered' });
    const login = new sdk.ShopperLogin(clientConfig());
    await sdk.helpers.logout({ slasClient: login, parameters: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token } });
    const refused = await rejection(sdk.helpers.refreshAccessToken({ slasClient: login, parameters: { refreshToken: tokens.refresh_token } }));
    expect(refused.status).toBe(400);
  });

  it('in production, redirects only to the URIs registered for the client id', async () => {
    const login = (clientId: string) => new sdk.ShopperLogin(clientConfig({ vars: PRODUCTION, clientId }));
    const localhost = await rejection(sdk.helpers.loginGuestUser({ slasClient: login(PWA_KIT_CLIENT), parameters: { redirectURI: PWA_KIT_REDIRECT } }));
    expect(localhost.status).toBe(400);
    expect(localhost.body.message).toBe(`redirect_uri is not registered for client_id ${PWA_KIT_CLIENT}`);
    const registered = await sdk.helpers.loginGuestUser({ slasClient: login(PWA_KIT_CLIENT), parameters: { redirectURI: 'https://shop.example.com/callback' } });
    expect(registered.customer_id).toMatch(/^g_/);
    const otherClient = await rejection(sdk.helpers.loginGuestUser({ slasClient: login('another-client'), parameters: { redirectURI: 'https://shop.example.com/callback' } }));
    expect(otherClient.status).toBe(400);
  });

  it('answers SLAS paths it does not offer (passwordless) with SCAPI’s JSON error, not a page', async () => {
    const res = await workerFetch()(`http://localhost/shopper/auth/v1/organizations/${ORGANIZATION_ID}/oauth2/passwordless/login`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      type: 'https://api.commercecloud.salesforce.com/documentation/error/v1/errors/not-found',
      title: 'Not Found',
      detail: `No API operation answers POST /shopper/auth/v1/organizations/${ORGANIZATION_ID}/oauth2/passwordless/login`,
    });
  });
});
