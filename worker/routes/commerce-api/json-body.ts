import type { Context } from 'hono';
import { validate, type Struct } from 'superstruct';
import type { AppEnv } from '../../env';
import { BadRequestError } from '../../errors';

/** The request's JSON body validated by `schema`: a 400 with the first failure's message otherwise. */
export async function jsonBody<T, S>(c: Context<AppEnv>, schema: Struct<T, S>): Promise<T> {
  if (!(c.req.header('content-type') ?? '').includes('application/json')) throw new BadRequestError('Content-Type must be application/json');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new BadRequestError('Request body must be valid JSON');
  }
  const [error, value] = validate(body, schema, { coerce: true });
  if (error) {
    const failure = error.failures()[0];
    const where = failure?.path.length ? `${failure.path.join('.')}: ` : '';
    throw new BadRequestError(`${where}${failure?.message ?? error.message}`);
  }
  return value;
}
