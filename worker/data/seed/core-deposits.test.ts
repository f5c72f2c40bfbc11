import { describe, expect, it } from 'vitest';
import { CORE_DEPOSIT_USD, coreDepositRows } from './core-deposits';
import { CORE_LEAVES } from './product-notes';
import { slotProducts } from './products';

const products = Array.from({ length: 400 }, (_, i) => slotProducts(i)).flat();

describe('seeded core deposits (decision 284)', () => {
  it('every rebuildable category has a deposit range, and nothing else does', () => {
    expect(new Set(Object.keys(CORE_DEPOSIT_USD))).toEqual(CORE_LEAVES);
  });

  it('parts of those categories (not sets or bundles) carry a whole-dollar deposit in USD and CAD within the range; others none', () => {
    let seen = 0;
    for (const p of products) {
      const rows = coreDepositRows(p);
      if (!CORE_LEAVES.has(p.leaf.id) || p.type === 'set' || p.type === 'bundle') {
        expect(rows).toEqual([]);
        continue;
      }
      seen += 1;
      const [[, usdCurrency, usd], [, cadCurrency, cad]] = rows as [unknown[], unknown[]];
      expect([usdCurrency, cadCurrency]).toEqual(['USD', 'CAD']);
      const [min, max] = CORE_DEPOSIT_USD[p.leaf.id]!;
      expect(usd as number).toBeGreaterThanOrEqual(min * 100);
      expect(usd as number).toBeLessThanOrEqual(max * 100);
      expect((usd as number) % 100).toBe(0);
      expect((cad as number) % 100).toBe(0);
      expect(cad as number).toBeGreaterThan(usd as number);
    }
    expect(seen).toBeGreaterThan(10);
  });

  it('is deterministic: the same product gets the same deposit', () => {
    const starter = products.find((p) => p.leaf.id === 'starters')!;
    expect(coreDepositRows(starter)).toEqual(coreDepositRows(structuredClone(starter)));
  });
});
