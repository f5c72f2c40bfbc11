import { describe, expect, it } from 'vitest';
import { priceBoundsMinor, priceValue, toSqlRefine } from './refine-input';

describe('toSqlRefine', () => {
  it('maps attribute ids to SQL filters', () => {
    expect(toSqlRefine({ cgid: ['brake-pads'], c_refinementColor: ['Red'], price: ['(0..25)', '(500..)'], c_isDeal: ['true'] }, false, true)).toEqual({
      cgid: ['brake-pads'],
      color: ['red'],
      price: [
        [0, 2500],
        [50000, null],
      ],
      deal: true,
    });
  });
  it('rejects unknown attributes, bad prices and fitment without a vehicle', () => {
    expect(() => toSqlRefine({ c_isNew: ['true'] }, false, true)).toThrow('Unknown refinement attribute: c_isNew');
    expect(() => toSqlRefine({ price: ['cheap'] }, false, true)).toThrow('price refinement must look like (from..to), got "cheap"');
    expect(() => toSqlRefine({ price: ['(50..10)'] }, false, true)).toThrow('is an empty range');
    expect(() => toSqlRefine({ submodel: ['Sport'] }, false, true)).toThrow('submodel refinement needs a vehicle');
    expect(() => toSqlRefine({ inStore: ['yes'] }, false, true)).toThrow('inStore refinement only takes the value true');
  });
  it('knows In Store only where pickup is offered (the Canadian site)', () => {
    expect(toSqlRefine({ inStore: ['true'] }, false, true)).toEqual({ inStore: true });
    expect(() => toSqlRefine({ inStore: ['true'] }, false, false)).toThrow('inStore refinement is offered on the Canadian site only');
  });
  it('names buckets and their bounds', () => {
    expect(priceValue(0, 25)).toBe('(0..25)');
    expect(priceValue(500, null)).toBe('(500..)');
    expect(priceBoundsMinor()).toEqual([2500, 5000, 10000, 20000, 50000]);
  });
});
