/** SCAPI's values (shared/scapi/scapi-values.ts) and the origin a caller addressed. */
import type { Context } from 'hono';

export { absoluteLink, decimal, decimalOrNull } from '../../../../shared/scapi/scapi-values';

/** The origin the caller addressed: where our images and links are served for it. */
export function requestOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}
