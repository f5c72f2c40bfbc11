/** Turns what a shopper typed into an FTS5 expression and a part-number candidate. */

const MAX_TOKENS = 8;
const PART_NUMBER = /^[A-Z0-9][A-Z0-9-]{2,40}$/;

/** The words of a query, lower-cased, at most 8. */
export function queryTokens(text: string): string[] {
  return (text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TOKENS);
}

/**
 * Every word must match the start of an indexed word ("filter" finds "filters"), in any column.
 * Words are quoted, so FTS5 syntax typed by a shopper is never interpreted.
 */
export function ftsExpression(text: string): string | undefined {
  const tokens = queryTokens(text);
  return tokens.length ? tokens.map((t) => `"${t}"*`).join(' ') : undefined;
}

/** The query as an exact part number (upper case), when it can be one. */
export function partNumberCandidate(text: string): string | undefined {
  const clean = text.trim().toUpperCase();
  return PART_NUMBER.test(clean) && /\d/.test(clean) ? clean : undefined;
}
