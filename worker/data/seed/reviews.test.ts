import { describe, expect, it } from 'vitest';
import { slotProducts } from './products.ts';
import { MAX_SEED_REVIEWS, ratingOf, seedReviews, withSeedReviews } from './reviews.ts';

const products = Array.from({ length: 300 }, (_, i) => slotProducts(i)).flat();

describe('seeded reviews', () => {
  it('are deterministic and well formed', () => {
    const { reviews } = withSeedReviews(products);
    expect(withSeedReviews(products).reviews).toEqual(reviews);
    for (const r of reviews) {
      expect(r.score).toBeGreaterThanOrEqual(1);
      expect(r.score).toBeLessThanOrEqual(5);
      expect(r.title && r.content && r.displayName).toBeTruthy();
      expect(r.email).toMatch(/^[a-z]+\.\d{3}@example\.com$/);
      expect(['en-US', 'fr-CA', 'es-US']).toContain(r.locale);
      expect(new Date(r.createdAt).getTime()).toBeLessThanOrEqual(Date.UTC(2026, 3, 1));
    }
  });

  it('give a good share of listed products 1 to 12 reviews, none to variants', () => {
    const listed = products.filter((p) => p.type !== 'variant');
    const counts = listed.map((p) => seedReviews(p).length);
    expect(counts.filter((n) => n > 0).length / listed.length).toBeGreaterThan(0.6);
    expect(Math.max(...counts)).toBeLessThanOrEqual(MAX_SEED_REVIEWS);
    expect(counts.some((n) => n >= 3)).toBe(true);
    expect(products.filter((p) => p.type === 'variant').every((p) => seedReviews(p).length === 0)).toBe(true);
  });

  it("set each product's rating from its reviews; variants take their master's", () => {
    const { products: rated, reviews } = withSeedReviews(products);
    const byId = new Map(rated.map((p) => [p.id, p]));
    for (const p of rated) {
      if (p.type === 'variant') {
        const master = byId.get(p.masterId!)!;
        expect([p.ratingAverage, p.ratingCount]).toEqual([master.ratingAverage, master.ratingCount]);
        continue;
      }
      const own = reviews.filter((r) => r.productId === p.id);
      expect(p.ratingCount).toBe(own.length);
      expect(p.ratingAverage).toBe(ratingOf(own).ratingAverage);
    }
    expect(ratingOf([])).toEqual({ ratingAverage: 0, ratingCount: 0 });
  });
});
