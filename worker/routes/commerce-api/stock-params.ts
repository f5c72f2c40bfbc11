import { BadRequestError } from '../../errors';

const ID = /^[\w.-]{1,100}$/;

/** One required id parameter (product or store id). */
export function requiredId(value: string | undefined, name: string): string {
  if (!value) throw new BadRequestError(`${name} is required`);
  if (!ID.test(value)) throw new BadRequestError(`Invalid ${name}: ${value.slice(0, 100)}`);
  return value;
}

/** A comma list of ids (1 to max), or [] when absent and optional. */
export function idList(value: string | undefined, name: string, max: number, required = false): string[] {
  const ids = (value ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  if (!ids.length && required) throw new BadRequestError(`${name} is required`);
  if (ids.length > max) throw new BadRequestError(`${name} accepts at most ${max} ids`);
  const bad = ids.find((id) => !ID.test(id));
  if (bad) throw new BadRequestError(`Invalid ${name}: ${bad.slice(0, 100)}`);
  return [...new Set(ids)];
}

/** c_customerId is accepted (document 2 §7) but must look like an id; stock does not depend on it. */
export function checkCustomerId(value: string | undefined): void {
  if (value !== undefined && value !== '' && !ID.test(value)) throw new BadRequestError('Invalid c_customerId');
}
