/** Query and form shapes of the SLAS endpoints (superstruct), as commerce-sdk-isomorphic sends them. */
import { enums, optional, pattern, size, string, type } from 'superstruct';

const id = size(string(), 1, 200);
const uri = size(string(), 1, 2000);
/** base64url SHA-256: 43 characters (PKCE S256). */
const challenge = pattern(string(), /^[A-Za-z0-9_-]{43}$/);

export const AuthorizeQuerySchema = type({
  client_id: id,
  channel_id: id,
  redirect_uri: uri,
  response_type: enums(['code'] as const),
  code_challenge: challenge,
  hint: optional(size(string(), 0, 50)),
  usid: optional(size(string(), 0, 100)),
});

export const LoginFormSchema = type({
  client_id: id,
  channel_id: id,
  redirect_uri: uri,
  code_challenge: challenge,
  usid: optional(size(string(), 0, 100)),
});

export const TokenFormSchema = type({
  grant_type: enums(['authorization_code_pkce', 'refresh_token'] as const),
  client_id: id,
  channel_id: optional(id),
  code: optional(size(string(), 1, 200)),
  code_verifier: optional(size(string(), 43, 128)),
  redirect_uri: optional(uri),
  usid: optional(size(string(), 0, 100)),
  refresh_token: optional(size(string(), 1, 200)),
  dnt: optional(string()),
});

export const LogoutQuerySchema = type({
  client_id: id,
  refresh_token: size(string(), 1, 200),
  channel_id: optional(id),
});
