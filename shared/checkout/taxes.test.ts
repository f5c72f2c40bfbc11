import { describe, expect, it } from 'vitest';
import { allowedStatesFor } from '../address/regions';
import { CA_TAX_RATES, computeTaxes, sumTaxes, taxOnAmount, taxRatesFor, US_STATE_TAX_PCM } from './taxes';

describe('sales taxes', () => {
  it('covers every allowed province and state, and nothing else', () => {
    expect(Object.keys(CA_TAX_RATES).sort()).toEqual(allowedStatesFor('CA').map((s) => s.id).sort());
    expect(Object.keys(US_STATE_TAX_PCM).sort()).toEqual(allowedStatesFor('US').map((s) => s.id).sort());
  });

  it('charges HST alone in Ontario and the Atlantic provinces', () => {
    expect(computeTaxes('CA', 'ON', 10_000)).toEqual([{ kind: 'HST', pcm: 13000, amount: 1300 }]);
    expect(computeTaxes('CA', 'NS', 10_000)).toEqual([{ kind: 'HST', pcm: 14000, amount: 1400 }]);
    expect(computeTaxes('CA', 'NB', 10_000)[0]?.amount).toBe(1500);
  });

  it('charges GST and QST separately in Quebec, each rounded half up', () => {
    // 19.99 × 5 % = 0.9995 → 1.00; 19.99 × 9.975 % = 1.99400 → 1.99
    expect(computeTaxes('CA', 'QC', 1999)).toEqual([
      { kind: 'GST', pcm: 5000, amount: 100 },
      { kind: 'QST', pcm: 9975, amount: 199 },
    ]);
    expect(sumTaxes(computeTaxes('CA', 'QC', 1999))).toBe(299);
  });

  it('charges GST and PST in BC, Manitoba and Saskatchewan; GST only in Alberta and the territories', () => {
    expect(computeTaxes('CA', 'BC', 5000).map((t) => t.amount)).toEqual([250, 350]);
    expect(computeTaxes('CA', 'SK', 5000).map((t) => t.amount)).toEqual([250, 300]);
    expect(computeTaxes('CA', 'AB', 5000)).toEqual([{ kind: 'GST', pcm: 5000, amount: 250 }]);
    expect(computeTaxes('CA', 'YT', 5000)).toHaveLength(1);
  });

  it('charges the US state base rate and nothing in states without sales tax', () => {
    expect(computeTaxes('US', 'CA', 10_000)).toEqual([{ kind: 'STATE', pcm: 7250, amount: 725 }]);
    expect(computeTaxes('US', 'MO', 999)).toEqual([{ kind: 'STATE', pcm: 4225, amount: 42 }]); // 42.2 → 42
    expect(computeTaxes('US', 'OR', 10_000)).toEqual([]);
    expect(computeTaxes('US', 'DE', 10_000)).toEqual([]);
  });

  it('rounds exactly half a cent up and stays in integers', () => {
    expect(taxOnAmount(10, 5000)).toBe(1); // 0.5 → 1
    expect(taxOnAmount(9, 5000)).toBe(0); // 0.45 → 0
    expect(taxOnAmount(0, 13000)).toBe(0);
    expect(taxOnAmount(123_456_789, 9975)).toBe(12_314_815);
    expect(() => taxOnAmount(1.5, 5000)).toThrow(RangeError);
    expect(() => taxOnAmount(-1, 5000)).toThrow(RangeError);
  });

  it('refuses an unknown province or state instead of charging nothing', () => {
    expect(() => taxRatesFor('CA', 'NY')).toThrow(RangeError);
    expect(() => taxRatesFor('US', 'ON')).toThrow(RangeError);
  });
});
