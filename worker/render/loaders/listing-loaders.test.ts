import { describe, expect, it } from 'vitest';
import { AppError, NotFoundError } from '../../errors';
import type { LoaderContext } from './loader-context';
import { readCategory } from './listing-loaders';

function failingWith(error: unknown): Pick<LoaderContext, 'services'> {
  const categories = { getCategory: () => Promise.reject(error) };
  return { services: { categories } as unknown as LoaderContext['services'] };
}

describe('readCategory', () => {
  it('reports the lookup status, not always 500 (categories page variant)', async () => {
    const read = readCategory(failingWith(new AppError(503, 'database unavailable')), 'brakes', 2, false);
    await expect(read).rejects.toMatchObject({ status: 503, message: 'Category Error - HTTP Error 503 occurred.' });
  });

  it('reports the lookup status in the list page variant', async () => {
    const read = readCategory(failingWith(Object.assign(new Error('rate limited'), { status: 429 })), 'brakes', 1, true);
    await expect(read).rejects.toMatchObject({ status: 429, message: 'HTTP Error 429 occurred.' });
  });

  it('keeps 500 for a failure without a status', async () => {
    const read = readCategory(failingWith(new Error('D1_ERROR')), 'brakes', 1, true);
    await expect(read).rejects.toMatchObject({ status: 500, message: 'HTTP Error 500 occurred.' });
  });

  it('reads a 404 lookup as an unknown category (Category Not Found)', async () => {
    await expect(readCategory(failingWith(new NotFoundError()), 'nope', 1, true)).resolves.toBeNull();
  });
});
