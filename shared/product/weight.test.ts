import { describe, expect, it } from 'vitest';
import { KG_PER_LB, weightFigures } from './weight';

describe('weightFigures', () => {
  it('converts pounds to kg with 2 decimals at 0.453592 kg per lb', () => {
    expect(KG_PER_LB).toBe(0.453592);
    expect(weightFigures(3.4)).toEqual({ kg: '1.54', lbs: '3.4' });
    expect(weightFigures(10)).toEqual({ kg: '4.54', lbs: '10' });
    expect(weightFigures(1)).toEqual({ kg: '0.45', lbs: '1' });
  });
  it('shows nothing without a weight', () => {
    expect(weightFigures(null)).toBeNull();
    expect(weightFigures(0)).toBeNull();
    expect(weightFigures(Number.NaN)).toBeNull();
  });
});
