/**
 * The SLAS token service (decision 154), as commerce-sdk-isomorphic's helpers drive it: PKCE
 * authorization codes for guests (`/oauth2/authorize`, hint=guest) and registered shoppers
 * (`/oauth2/login`, Basic credentials), the token endpoint (authorization_code_pkce and
 * refresh_token grants) and logout. Refresh tokens are opaque, stored hashed, and rotate on every
 * use; a spent one presented again revokes its whole family.
 */
import { findCustomerType, insertGuestCustomer } from '../../data/repos/sessions-repo';
import {
  consumeCode,
  findFamily,
  findRefresh,
  insertCodeStatement,
  insertFamilyStatement,
  insertRefreshStatement,
  revokeFamilyStatement,
  spendRefresh,
} from '../../data/repos/slas-repo';
import { hashToken } from '../../middleware/shopper-session';
import { b64url, randomToken } from './b64url';
import { encUserId } from './enc-user-id';
import { scapiIdentity, scapiSubject } from './slas-claims';
import { ACCESS_TOKEN_TTL_SECONDS, signJwt, TOKEN_ISSUER } from './slas-jwt';
import { familyEndsAt } from './slas-lifetime';

export { GUEST_REFRESH_TTL_SECONDS, REGISTERED_REFRESH_TTL_SECONDS } from './slas-lifetime';

/** Authorization codes live 5 minutes and work once. */
export const CODE_TTL_MS = 5 * 60 * 1000;

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  refresh_token_expires_in: number;
  token_type: 'BEARER';
  usid: string;
  customer_id: string;
  enc_user_id: string;
  idp_access_token: string;
}

/** An OAuth error: status and the `error` code the client reads. */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export interface SlasDeps {
  db: D1Database;
  secret: string;
  audience: string;
  now?: () => number;
}

async function s256(verifier: string): Promise<string> {
  return b64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

export interface CodeRequest {
  clientId: string;
  /** The site (channel_id) the tokens will be good for. */
  siteId: string;
  redirectUri: string;
  codeChallenge: string;
  usid?: string;
}

export function createSlasService(deps: SlasDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  /** An authorization code for a customer; the Location the client is sent to. */
  async function issueCode(customerId: string, request: CodeRequest, usid: string): Promise<string> {
    const code = randomToken();
    const at = now();
    await insertCodeStatement(db, {
      codeHash: await hashToken(code),
      customerId,
      usid,
      clientId: request.clientId,
      siteId: request.siteId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      now: at,
      expiresAt: at + CODE_TTL_MS,
    }).run();
    const location = new URL(request.redirectUri);
    location.searchParams.set('code', code);
    location.searchParams.set('usid', usid);
    return location.toString();
  }

  /**
   * Access token, rotated refresh token and the response body, for a live family. The refresh
   * token ends when the family does (its first issue plus the lifetime), never later.
   */
  async function tokensFor(
    family: { familyId: string; customerId: string; usid: string; clientId: string; type: 'guest' | 'registered'; createdAt: number },
    at: number,
    extra: D1PreparedStatement[],
  ): Promise<TokenResponse> {
    const iat = Math.floor(at / 1000);
    const endsAt = familyEndsAt(family);
    const refreshTtl = Math.floor((endsAt - at) / 1000);
    const refresh = randomToken();
    await db.batch([...extra, insertRefreshStatement(db, { tokenHash: await hashToken(refresh), familyId: family.familyId, now: at, expiresAt: endsAt })]);
    const identity = { sub: scapiSubject(deps.audience, family.clientId, family.usid), isb: scapiIdentity(family.type, family.customerId), cid: family.customerId };
    const claims = { iss: TOKEN_ISSUER, aud: deps.audience, ...identity, fam: family.familyId, usid: family.usid, ctp: family.type, iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS, jti: randomToken(12) };
    const idToken = family.type === 'registered' ? await signJwt({ iss: TOKEN_ISSUER, aud: deps.audience, sub: family.customerId, iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS }, deps.secret) : '';
    return {
      access_token: await signJwt(claims, deps.secret),
      id_token: idToken,
      refresh_token: refresh,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      refresh_token_expires_in: refreshTtl,
      token_type: 'BEARER',
      usid: family.usid,
      customer_id: family.customerId,
      // An opaque, stable id for personalization that is not the customer id itself.
      enc_user_id: await encUserId(deps.secret, family.customerId),
      idp_access_token: '',
    };
  }

  return {
    /** Guest authorization: a new guest customer (never an existing one picked by usid) and its code. */
    async authorizeGuest(request: CodeRequest): Promise<string> {
      const customerId = `g_${randomToken(12)}`;
      const at = now();
      await insertGuestCustomer(db, customerId, at);
      return issueCode(customerId, request, crypto.randomUUID());
    },

    /** Registered authorization after the credentials were checked. */
    async authorizeRegistered(customerId: string, request: CodeRequest): Promise<string> {
      return issueCode(customerId, request, crypto.randomUUID());
    },

    /** authorization_code_pkce: the code once, for the same client, redirect URI, site and verifier. */
    async exchangeCode(input: { code: string; codeVerifier: string; clientId: string; redirectUri: string; usid?: string; channelId?: string }): Promise<TokenResponse> {
      const row = await consumeCode(db, await hashToken(input.code), now());
      if (!row) throw new OAuthError(400, 'invalid_grant', 'The authorization code is invalid, expired or already used');
      if (row.client_id !== input.clientId || row.redirect_uri !== input.redirectUri || (input.usid && input.usid !== row.usid)) {
        throw new OAuthError(400, 'invalid_grant', 'The authorization code was issued for another client, redirect URI or usid');
      }
      if (!row.site_id || (input.channelId !== undefined && input.channelId !== row.site_id)) {
        throw new OAuthError(400, 'invalid_grant', 'The authorization code was issued for another channel_id');
      }
      if ((await s256(input.codeVerifier)) !== row.code_challenge) throw new OAuthError(400, 'invalid_grant', 'The code verifier does not match the code challenge');
      const type = (await findCustomerType(db, row.customer_id)) ?? 'guest';
      const familyId = randomToken(16);
      const at = now();
      return tokensFor(
        { familyId, customerId: row.customer_id, usid: row.usid, clientId: row.client_id, type, createdAt: at },
        at,
        [insertFamilyStatement(db, { familyId, customerId: row.customer_id, usid: row.usid, clientId: row.client_id, siteId: row.site_id, now: at })],
      );
    },

    /**
     * refresh_token: spends the token and issues the next; reuse of a spent one revokes the family.
     * Refused past the family's absolute lifetime and for another site's channel_id.
     */
    async refresh(input: { refreshToken: string; clientId: string; channelId?: string }): Promise<TokenResponse> {
      const tokenHash = await hashToken(input.refreshToken);
      const row = await findRefresh(db, tokenHash);
      const invalid = new OAuthError(400, 'invalid_grant', 'The refresh token is invalid, expired or revoked');
      if (!row) throw invalid;
      const family = await findFamily(db, row.family_id);
      if (!family || family.revoked_at !== null || family.client_id !== input.clientId) throw invalid;
      if (!family.site_id || (input.channelId !== undefined && input.channelId !== family.site_id)) {
        throw new OAuthError(400, 'invalid_grant', 'The refresh token was issued for another channel_id');
      }
      if (row.used_at !== null || !(await spendRefresh(db, tokenHash, now()))) {
        // A spent token again: it was stolen or replayed, so every token of the family ends.
        await revokeFamilyStatement(db, family.family_id, now()).run();
        throw invalid;
      }
      const at = now();
      const live = { familyId: family.family_id, customerId: family.customer_id, usid: family.usid, clientId: family.client_id, type: family.customer_type, createdAt: family.created_at };
      if (row.expires_at <= at || familyEndsAt(live) <= at) throw invalid;
      return tokensFor(live, at, []);
    },

    /** Logout: the refresh token's family (and the access token's, when given) ends. */
    async logout(refreshToken: string, accessFamily: string | null): Promise<void> {
      const row = await findRefresh(db, await hashToken(refreshToken));
      const families = new Set([row?.family_id, accessFamily].filter((f): f is string => !!f));
      if (families.size) await db.batch([...families].map((f) => revokeFamilyStatement(db, f, now())));
    },
  };
}

export type SlasService = ReturnType<typeof createSlasService>;
