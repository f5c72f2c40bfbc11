import { create, type Struct } from 'superstruct';
import { BadRequestError } from '../../errors';

/** Validates a JSON body (a missing or malformed body is a 400 too); superstruct errors map to 400. */
export function assertBody<T, S>(body: unknown, schema: Struct<T, S>): T {
  if (body === null || typeof body !== 'object') throw new BadRequestError('A JSON body is required');
  return create(body, schema);
}
