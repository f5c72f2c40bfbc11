import { describe, expect, it, vi } from 'vitest';
import type { LoaderContext } from '../loader-context';
import { deferReviewsSection } from './reviews-section';

const input = { productId: 'AX-1', productName: 'Pads', primaryCategoryId: 'brake-pads', modelId: null };

function context(section: () => Promise<unknown>) {
  const deferred = new Map<string, Promise<unknown>>();
  const ctx = { services: { reviews: { section } }, defer: (key: string, promise: Promise<unknown>) => deferred.set(key, promise) } as unknown as LoaderContext;
  return { ctx, deferred };
}

describe('deferReviewsSection', () => {
  it('streams the section data under the key the client reads', async () => {
    const data = { productId: 'AX-1' };
    const { ctx, deferred } = context(() => Promise.resolve(data));
    deferReviewsSection(ctx, input);
    expect([...deferred.keys()]).toEqual(['/api/product-reviews?productId=AX-1']);
    await expect(deferred.get('/api/product-reviews?productId=AX-1')).resolves.toBe(data);
  });

  it('streams null when the reviews source fails, so only the section disappears', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { ctx, deferred } = context(() => Promise.reject(new Error('reviews down')));
    deferReviewsSection(ctx, input);
    await expect(deferred.get('/api/product-reviews?productId=AX-1')).resolves.toBeNull();
    warn.mockRestore();
  });
});
