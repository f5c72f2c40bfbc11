import { describe, expect, it } from 'vitest';
import { isTransientStorageError } from './transient-error';

describe('isTransientStorageError', () => {
  it.each([
    'D1 DB is overloaded. Requests queued for too long.',
    'D1_ERROR: Network connection lost.',
    'D1 DB storage operation exceeded timeout which caused object to be reset.',
    'D1_ERROR: Internal error in D1 DB storage caused object to be reset.',
  ])('is true for %j', (message) => {
    expect(isTransientStorageError(new Error(message))).toBe(true);
  });

  it.each(['D1_ERROR: UNIQUE constraint failed: orders.basket_id', 'D1_ERROR: no such column: x', 'Network connection lost.', 'TypeError: x is undefined'])(
    'is false for %j (a bug, or not the database)',
    (message) => {
      expect(isTransientStorageError(new Error(message))).toBe(false);
    },
  );
});
