/**
 * SLAS access tokens (decision 154): compact JWTs signed HS256 with the `SLAS_JWT_SECRET` secret,
 * valid 30 minutes, naming the customer, its token family and the audience. Checked on every
 * commerce call: signature, algorithm, issuer, audience and expiry (the family is checked apart).
 */

import { b64url, fromB64url } from './b64url';

export const ACCESS_TOKEN_TTL_SECONDS = 1800;
export const TOKEN_ISSUER = 'axle-slas';
/** The local-development secret; production refuses to run with it. */
export const DEV_JWT_SECRET = 'axle-local-development-slas-secret-not-secret';

export interface AccessClaims {
  iss: string;
  aud: string;
  /** SCAPI's subject (tenant, client, usid; slas-claims.ts). */
  sub: string;
  /** SCAPI's identity binding (guest or registered, customer id; slas-claims.ts). */
  isb: string;
  /** The customer id. */
  cid: string;
  /** The token family (one sign-in). */
  fam: string;
  usid: string;
  /** 'guest' or 'registered'. */
  ctp: 'guest' | 'registered';
  iat: number;
  exp: number;
  jti: string;
}

export interface JwtEnv {
  SLAS_JWT_SECRET?: string;
  ENVIRONMENT?: string;
  ORGANIZATION_ID: string;
}

export function jwtSecretOf(env: JwtEnv): string {
  const secret = env.SLAS_JWT_SECRET;
  if (env.ENVIRONMENT === 'production' && (!secret || secret === DEV_JWT_SECRET || secret.length < 32)) {
    throw new Error('SLAS_JWT_SECRET must be set to a secret of at least 32 characters in production');
  }
  return secret || DEV_JWT_SECRET;
}

/** The audience of shopper access tokens: this organization's Shopper APIs. */
export function audienceOf(env: JwtEnv): string {
  return `commercecloud/${env.ORGANIZATION_ID}`;
}

const encoder = new TextEncoder();

function b64urlText(text: string): string {
  return b64url(encoder.encode(text));
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

const HEADER = b64urlText(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export async function signJwt(claims: object, secret: string): Promise<string> {
  const body = `${HEADER}.${b64urlText(JSON.stringify(claims))}`;
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(body)));
  return `${body}.${b64url(signature)}`;
}

export function looksLikeJwt(token: string): boolean {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token) && token.length < 4096;
}

/** The claims of a valid access token, or null (bad signature, other algorithm, issuer, audience, expired). */
export async function verifyAccessToken(token: string, secret: string, audience: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<AccessClaims | null> {
  if (!looksLikeJwt(token)) return null;
  const [header, payload, signature] = token.split('.') as [string, string, string];
  if (header !== HEADER) return null;
  let valid = false;
  try {
    valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), fromB64url(signature), encoder.encode(`${header}.${payload}`));
  } catch {
    return null;
  }
  if (!valid) return null;
  let claims: AccessClaims;
  try {
    claims = JSON.parse(new TextDecoder().decode(fromB64url(payload))) as AccessClaims;
  } catch {
    return null;
  }
  if (claims.iss !== TOKEN_ISSUER || claims.aud !== audience || typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
  if (typeof claims.cid !== 'string' || typeof claims.fam !== 'string') return null;
  return claims;
}
