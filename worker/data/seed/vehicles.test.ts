import { describe, expect, it } from 'vitest';
import { engineLabel } from './vehicle-engines.ts';
import { buildVehicleCatalog, isDenied, makeDisplayName, slugify } from './vehicles.ts';
import { readSeedInput } from './test-support.ts';

const input = readSeedInput('default');
const catalog = buildVehicleCatalog(input.vehiclesCsv, input.enginesCsv);

// Generating a full catalog takes a few seconds on a busy machine.
describe('vehicle catalog', { timeout: 60_000 }, () => {
  it('slugs names the way model ids expect', () => {
    expect(slugify('Civic')).toBe('civic');
    expect(slugify('CR-V')).toBe('cr-v');
    expect(slugify('Mercedes-Benz')).toBe('mercedes-benz');
    expect(slugify('C-Class')).toBe('c-class');
    expect(slugify('Prius Prime (PHEV)')).toBe('prius-prime-phev');
    expect(slugify('ID. Buzz')).toBe('id-buzz');
    expect(slugify('F12 w/F7 Cab')).toBe('f12-w-f7-cab');
  });

  it('uses display casing with the special makes', () => {
    expect(makeDisplayName('AM GENERAL')).toBe('AM General');
    expect(makeDisplayName('bmw')).toBe('BMW');
    expect(makeDisplayName('GMC')).toBe('GMC');
    expect(makeDisplayName('INFINITI')).toBe('Infiniti');
    expect(makeDisplayName('MERCEDES-BENZ')).toBe('Mercedes-Benz');
    expect(makeDisplayName('LAND ROVER')).toBe('Land Rover');
    expect(makeDisplayName('honda')).toBe('Honda');
  });

  it('drops noise names and keeps real models', () => {
    expect(isDenied('Volvo', 'Cab Over Engine HT')).toBe(true);
    expect(isDenied('Mercedes-Benz', 'LPS1525')).toBe(true);
    expect(isDenied('BMW', '750i, Alpina B7')).toBe(true);
    expect(isDenied('Ford', "'34")).toBe(true);
    expect(isDenied('Honda', 'Civic')).toBe(false);
    expect(isDenied('Mercedes-Benz', 'C-Class')).toBe(false);
    const names = catalog.lines.map((l) => `${l.makeName}|${l.modelName}`);
    expect(names.some((n) => n.includes('Cab Over'))).toBe(false);
    // About 5% of the 714 source models are noise.
    expect(catalog.lines.length).toBeGreaterThan(660);
    expect(catalog.lines.length).toBeLessThan(714);
  });

  it('builds year-make-model ids with unique, well-formed values', () => {
    const ids = new Set<string>();
    for (const m of catalog.models) {
      expect(m.id).toMatch(/^(20[12]\d)-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(m.id).toBe(`${m.year}-${m.makeSlug}-${m.modelSlug}`);
      expect(m.year).toBeGreaterThanOrEqual(2010);
      expect(m.year).toBeLessThanOrEqual(2025);
      ids.add(m.id);
    }
    expect(ids.size).toBe(catalog.models.length);
    for (const id of ['2019-honda-civic', '2020-honda-cr-v', '2018-mercedes-benz-c-class']) expect(ids.has(id)).toBe(true);
    const makeNames = new Map(catalog.models.map((m) => [m.makeSlug, m.makeName]));
    expect(makeNames.get('bmw')).toBe('BMW');
    expect(makeNames.get('gmc')).toBe('GMC');
    expect(makeNames.get('mercedes-benz')).toBe('Mercedes-Benz');
    expect(makeNames.get('infiniti')).toBe('Infiniti');
  });

  it('gives every model 1–4 trims and engines, filling gaps from the nearest year', () => {
    for (const m of catalog.models) {
      const configs = catalog.configs.get(m.id) ?? [];
      expect(configs.length).toBeGreaterThan(0);
      expect(new Set(configs.map((c) => c.submodel)).size).toBeLessThanOrEqual(4);
      for (const c of configs) expect(c.engine).toMatch(/^(\d\.\dL (L3|L4|V6|V8|V12)|Electric)$/);
    }
    // The export has Civic engines for 2017 (1.5, 2.0) and 2020 (1.5) but not 2018 or 2019.
    const engines = (id: string) => new Set(catalog.configs.get(id)!.map((c) => c.engine));
    expect(engines('2019-honda-civic')).toEqual(new Set(['1.5L L4']));
    expect(engines('2018-honda-civic')).toEqual(new Set(['1.5L L4', '2.0L L4']));
    expect(catalog.configs.get('2020-tesla-model-3')![0]!.engine).toBe('Electric');
    expect(engineLabel(5.7)).toBe('5.7L V8');
  });
});
