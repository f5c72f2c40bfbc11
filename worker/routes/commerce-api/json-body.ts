import type { Context } from 'hono';
import { validate, type Struct } from 'superstruct';
import type { AppEnv } from '../../env';
import { BadRequestError } from '../../errors';
import { readJsonBody } from '../json-request';

/**
 * The request's JSON body (read by the one bounded reader, decision 261) validated by `schema`:
 * a 400 with the first failure's message otherwise.
 */
export async function jsonBody<T, S>(c: Context<AppEnv>, schema: Struct<T, S>): Promise<T> {
  const body = await readJsonBody(c.req.raw);
  const [error, value] = validate(body, schema, { coerce: true });
  if (error) {
    const failure = error.failures()[0];
    const where = failure?.path.length ? `${failure.path.join('.')}: ` : '';
    throw new BadRequestError(`${where}${failure?.message ?? error.message}`);
  }
  return value;
}
