import { describe, expect, it } from 'vitest';
import { narrowConfigs } from './vin-service';

const configs = (rows: string[]) => rows.map((r) => ({ submodel: r.split('/')[0]!, engine: r.split('/')[1]! }));

describe('trim and engine from a VIN', () => {
  const silverado = configs(['LS/5.3L V8', 'LS/6.2L V8', 'LT/5.3L V8', 'LT/6.2L V8']);

  it('decides both when the VIN names a listed trim and displacement', () => {
    expect(narrowConfigs(silverado, ['LT'], [5.3])).toEqual({ submodel: 'LT', engine: '5.3L V8', undecided: null });
  });

  it('leaves the trim to choose when only the engine is named', () => {
    expect(narrowConfigs(silverado, [], [6.2])).toEqual({ submodel: null, engine: '6.2L V8', undecided: 'submodel' });
  });

  it('opens the engine after a decided trim', () => {
    expect(narrowConfigs(silverado, ['lt'], [])).toEqual({ submodel: 'LT', engine: null, undecided: 'engine' });
  });

  it('never replaces a named value our table lacks with another one', () => {
    expect(narrowConfigs(configs(['Sport/1.5L L4']), ['LX'], [2])).toEqual({ submodel: null, engine: null, undecided: null });
    expect(narrowConfigs(configs(['Sport/1.5L L4']), [], [])).toEqual({ submodel: 'Sport', engine: '1.5L L4', undecided: null });
  });

  it('has nothing to decide for a model without configurations', () => {
    expect(narrowConfigs([], ['LX'], [2])).toEqual({ submodel: null, engine: null, undecided: null });
  });
});
