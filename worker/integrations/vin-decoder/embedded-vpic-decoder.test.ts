import { describe, expect, it } from 'vitest';
import { createEmbeddedVinDecoder, embeddedVinDecoder, type VpicTables } from './embedded-vpic-decoder';
import { keyMatches, keySubject, parseKey } from './vin-key-pattern';

describe('vPIC pattern keys', () => {
  it('match positions 4–8, then positions 10–17 after the bar, as a prefix', () => {
    const subject = keySubject('2HGFC2F58KH542110');
    expect(subject).toBe('FC2F5|KH542110');
    expect(keyMatches(parseKey('FC[12][EF]')!, subject)).toBe(true);
    expect(keyMatches(parseKey('FC[34]')!, subject)).toBe(false);
    expect(keyMatches(parseKey('FC2F[5-9]')!, subject)).toBe(true);
    expect(keyMatches(parseKey('*****|*H')!, subject)).toBe(true);
    expect(keyMatches(parseKey('*****|*K')!, subject)).toBe(false);
    expect(parseKey('FC[12')).toBeNull();
  });

  it('count pinned positions as specificity', () => {
    expect(parseKey('FC[12][EF]')!.specificity).toBe(4);
    expect(parseKey('*****|*H')!.specificity).toBe(1);
  });
});

const TABLES: VpicTables = {
  wmis: { AAA: ['Acme'], BBB: ['Acme', 'Zenith'] },
  links: [
    ['AAA', 0, 2015, 2020],
    ['BBB', 1, 2015, 2020],
  ],
  schemas: [
    { model: [['R1', 'Acme|Roadster'], ['R1X', 'Acme|Roadster X']], litres: [['R1', 2]], trim: [['R1*A', 'Base']] },
    { model: [['T*', 'Acme|Truck'], ['T*', 'Zenith|Truck']], litres: [], trim: [] },
  ],
};

describe('embedded VIN decoder', () => {
  const decoder = createEmbeddedVinDecoder(async () => TABLES);

  it('answers null for a WMI it does not know', async () => {
    expect(await decoder.decode('ZZZR1A00000000000', 2018)).toBeNull();
  });

  it('prefers the most specific model pattern and reads displacement and trim', async () => {
    expect(await decoder.decode('AAAR1XA0000000000', 2018)).toEqual({ makes: ['Acme'], models: [{ make: 'Acme', model: 'Roadster X' }], displacements: [2], trims: ['Base'] });
    expect((await decoder.decode('AAAR1BA0000000000', 2018))?.models).toEqual([{ make: 'Acme', model: 'Roadster' }]);
  });

  it('uses only the schemas linked for the model year', async () => {
    expect(await decoder.decode('AAAR1XA0000000000', 2021)).toEqual({ makes: ['Acme'], models: [], displacements: [], trims: [] });
  });

  it('keeps every model of a tie as a candidate', async () => {
    expect((await decoder.decode('BBBT0000000000000', 2018))?.models).toEqual([
      { make: 'Acme', model: 'Truck' },
      { make: 'Zenith', model: 'Truck' },
    ]);
  });

  it('decodes real VINs with the bundled vPIC tables', async () => {
    const bundled = embeddedVinDecoder();
    expect(await bundled.decode('1GCUYDED5KZ000000', 2019)).toEqual({ makes: ['Chevrolet'], models: [{ make: 'Chevrolet', model: 'Silverado' }], displacements: [5.3], trims: ['LT'] });
    expect((await bundled.decode('4T1B11HK5KU000000', 2019))?.models).toEqual([{ make: 'Toyota', model: 'Camry' }]);
    expect((await bundled.decode('1C4RJFAG5KC000000', 2019))?.models).toEqual([{ make: 'Jeep', model: 'Grand Cherokee' }]);
  });
});
