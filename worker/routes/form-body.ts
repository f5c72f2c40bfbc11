import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * The request's form fields, or null when the body cannot be read as a form (a multipart type
 * without a boundary, a truncated body): callers answer 400 instead of letting the parser's
 * error become a 500.
 */
export async function formFields(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  try {
    return (await c.req.parseBody()) as Record<string, unknown>;
  } catch {
    return null;
  }
}
