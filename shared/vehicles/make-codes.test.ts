import { describe, expect, it } from 'vitest';
import { MAKE_CODE_COUNT, makeFromCode } from './make-codes';

describe('make codes', () => {
  it('knows about 150 codes', () => {
    expect(MAKE_CODE_COUNT).toBeGreaterThanOrEqual(140);
    expect(MAKE_CODE_COUNT).toBeLessThanOrEqual(170);
  });

  it('maps a code to slug and label', () => {
    expect(makeFromCode('HOND')).toEqual({ slug: 'honda', label: 'Honda', known: true });
    expect(makeFromCode('merz')).toEqual({ slug: 'mercedes-benz', label: 'Mercedes-Benz', known: true });
    expect(makeFromCode('LNDR')).toEqual({ slug: 'land-rover', label: 'Land Rover', known: true });
    expect(makeFromCode('AMGN').label).toBe('AM General');
  });

  it('falls back to the raw code when unknown', () => {
    expect(makeFromCode('POLESTAR')).toEqual({ slug: 'polestar', label: 'POLESTAR', known: false });
    expect(makeFromCode(' XQZW ')).toEqual({ slug: 'xqzw', label: 'XQZW', known: false });
  });
});
