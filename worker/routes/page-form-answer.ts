/**
 * What every page form post shares (decision 270): reading a posted text field, wording the
 * form's answer for the page, and running a JSON endpoint's rate limit as a check.
 */
import type { Context } from 'hono';
import type { FormAnswer } from '../../shared/types/form-answer';
import type { AppEnv } from '../env';
import { rateLimit } from '../middleware/rate-limit';

export type Fields = Record<string, unknown>;

/** A posted text field, '' when absent or a file; cut at `max` characters. */
export const text = (value: unknown, max = 1024): string => (typeof value === 'string' ? value.slice(0, max) : '');

export function answer(form: FormAnswer['form'], outcome: FormAnswer['outcome'], message: string, extra: Partial<FormAnswer> = {}): FormAnswer {
  return { form, outcome, message, values: {}, fieldErrors: {}, ...extra };
}

/** The rules' failures as field errors: only the fields that failed. */
export function failedFields(errors: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** Runs a rate limit as a check: true when the request is over it. */
export async function overLimit(c: Context<AppEnv>, limit: Parameters<typeof rateLimit>[0]): Promise<boolean> {
  const refused = await rateLimit(limit)(c, async () => undefined);
  return refused instanceof Response;
}
