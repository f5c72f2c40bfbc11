import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { AppError, BadRequestError, NotFoundError } from '../../errors';
import { categoryErrorMessage, categoryLookupFailure, httpStatusOf } from './category-error';

describe('category lookup errors (document 2 §8)', () => {
  it('keep the status the failure carries', () => {
    expect(httpStatusOf(new AppError(503, 'down'))).toBe(503);
    expect(httpStatusOf(new BadRequestError('bad id'))).toBe(400);
    expect(httpStatusOf(new HTTPException(502))).toBe(502);
    expect(httpStatusOf(Object.assign(new Error('upstream'), { status: 429 }))).toBe(429);
  });

  it('are 500 when the failure carries no HTTP status', () => {
    expect(httpStatusOf(new Error('D1_ERROR: no such table'))).toBe(500);
    expect(httpStatusOf(Object.assign(new Error('odd'), { status: 200 }))).toBe(500);
    expect(httpStatusOf(null)).toBe(500);
  });

  it('read with a single full stop, in both variants', () => {
    expect(categoryErrorMessage(503, false)).toBe('Category Error - HTTP Error 503 occurred.');
    expect(categoryErrorMessage(503, true)).toBe('HTTP Error 503 occurred.');
  });

  it('become an AppError with the real status, or null (Category Not Found) for a 404', () => {
    const failure = categoryLookupFailure(new AppError(503, 'unavailable'), false);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure?.status).toBe(503);
    expect(failure?.message).toBe('Category Error - HTTP Error 503 occurred.');
    expect(categoryLookupFailure(new BadRequestError('bad'), true)?.message).toBe('HTTP Error 400 occurred.');
    expect(categoryLookupFailure(new NotFoundError(), true)).toBeNull();
  });
});
