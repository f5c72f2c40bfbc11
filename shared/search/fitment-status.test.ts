import { describe, expect, it } from 'vitest';
import { fitmentStatus } from './fitment-status';

describe('fitmentStatus', () => {
  it('is none without a vehicle', () => {
    expect(fitmentStatus(undefined, false, [])).toBe('none');
  });
  it('fits universal products and unqualified rows', () => {
    expect(fitmentStatus({}, true, [])).toBe('fits');
    expect(fitmentStatus({}, false, [{ submodel: null, engine: null }])).toBe('fits');
  });
  it('fits when the qualifiers match', () => {
    expect(fitmentStatus({ submodel: 'Sport', engine: '1.5L L4' }, false, [{ submodel: 'Sport', engine: null }])).toBe('fits');
    expect(fitmentStatus({ submodel: 'sport' }, false, [{ submodel: 'Sport', engine: null }])).toBe('fits');
  });
  it('needs review when a trim or engine differs or is unknown', () => {
    expect(fitmentStatus({ submodel: 'EX' }, false, [{ submodel: 'Sport', engine: null }])).toBe('needs-review');
    expect(fitmentStatus({}, false, [{ submodel: null, engine: '2.0L L4' }])).toBe('needs-review');
  });
});
