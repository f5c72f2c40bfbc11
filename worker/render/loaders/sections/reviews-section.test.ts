import { describe, expect, it, vi } from 'vitest';
import type { CachedLoaderContext } from '../loader-context';
import { memoryKv } from '../../../cache/memory-kv';
import { deferReviewsSection } from './reviews-section';

const input = { productId: 'AX-1', productName: 'Pads', primaryCategoryId: 'brake-pads', modelId: null };

function context(section: () => Promise<unknown>, kv = memoryKv().kv) {
  const deferred = new Map<string, Promise<unknown>>();
  const pending: Promise<unknown>[] = [];
  const ctx = {
    site: { id: 'axle-us' },
    locale: { id: 'en-US' },
    services: { reviews: { section }, cache: { kv, waitUntil: (p: Promise<unknown>) => pending.push(p) } },
    defer: (key: string, promise: Promise<unknown>) => deferred.set(key, promise),
  } as unknown as CachedLoaderContext;
  return { ctx, deferred, settle: () => Promise.all(pending) };
}

const SECTION = {
  productId: 'AX-1',
  bottomLine: { average_score: 4.5, total_review: 2, star_distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 } },
  firstPage: { reviews: [], paging: { page: 1, limit: 2, total: 2, currentPage: 1 } },
};

describe('deferReviewsSection', () => {
  it('streams the section data under the key the client reads', async () => {
    const { ctx, deferred } = context(() => Promise.resolve(SECTION));
    deferReviewsSection(ctx, input);
    expect([...deferred.keys()]).toEqual(['/api/product-reviews?productId=AX-1']);
    await expect(deferred.get('/api/product-reviews?productId=AX-1')).resolves.toEqual(SECTION);
  });

  it('a second render within the freshness window reads the cached section, not the reviews source', async () => {
    const section = vi.fn(() => Promise.resolve(SECTION));
    const { kv } = memoryKv();
    const first = context(section, kv);
    deferReviewsSection(first.ctx, input);
    await first.deferred.get('/api/product-reviews?productId=AX-1');
    await first.settle();
    const second = context(section, kv);
    deferReviewsSection(second.ctx, input);
    await expect(second.deferred.get('/api/product-reviews?productId=AX-1')).resolves.toEqual(SECTION);
    expect(section).toHaveBeenCalledTimes(1);
  });

  it('streams null when the reviews source fails, so only the section disappears', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { ctx, deferred } = context(() => Promise.reject(new Error('reviews down')));
    deferReviewsSection(ctx, input);
    await expect(deferred.get('/api/product-reviews?productId=AX-1')).resolves.toBeNull();
    warn.mockRestore();
  });
});
