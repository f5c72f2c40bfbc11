/**
 * D1's own messages for a failure that is about availability, not about the query: the database
 * was overloaded, reset, or the connection dropped. Retrying later succeeds, so such a failure
 * answers 503 with Retry-After (decision 191), never the generic 500 of a bug.
 */
const TRANSIENT = [/overloaded/i, /network connection lost/i, /exceeded timeout/i, /caused object to be reset/i, /storage operation/i, /temporarily unavailable/i];

export function isTransientStorageError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /\bD1\b|D1_/.test(message) && TRANSIENT.some((pattern) => pattern.test(message));
}
