import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../../errors';
import { isTransientStorageError } from '../../data/transient-error';

/**
 * The HTTP status a failed lookup stands for: the status it carries (our AppError, an
 * HTTPException, an upstream response error with `status`), 503 for a database that is
 * unavailable for a moment, else 500.
 */
export function httpStatusOf(error: unknown): ContentfulStatusCode {
  if (error instanceof AppError) return error.status;
  if (error instanceof HTTPException) return error.status as ContentfulStatusCode;
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599) return status as ContentfulStatusCode;
  if (isTransientStorageError(error)) return 503;
  return 500;
}

/** Document 2 §8: 'Category Error - HTTP Error {status} occurred.' (list page: 'HTTP Error {status} occurred.'). */
export function categoryErrorMessage(status: number, listVariant: boolean): string {
  return listVariant ? `HTTP Error ${status} occurred.` : `Category Error - HTTP Error ${status} occurred.`;
}

/**
 * What a failed category lookup becomes: null for a 404 (the caller shows 'Category Not Found.'),
 * else an AppError with the lookup's real status and the spec's text.
 */
export function categoryLookupFailure(error: unknown, listVariant: boolean): null | AppError {
  const status = httpStatusOf(error);
  if (status === 404) return null;
  return new AppError(status, categoryErrorMessage(status, listVariant), 'category_error');
}
