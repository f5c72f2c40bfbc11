import { describe, expect, it } from 'vitest';
import { POSTAL_LETTER_PROVINCES } from '../../../shared/stores/postal-code.ts';
import { generate, rowsOf } from './test-support.ts';

const { tables } = generate('test');
const stores = rowsOf(tables, 'stores');
const hours = rowsOf(tables, 'store_hours');
const centroids = new Map(rowsOf(tables, 'postal_centroids').map((c) => [c.code, c]));

// Generating a full catalog takes a few seconds on a busy machine.
describe('stores', { timeout: 60_000 }, () => {
  it('number about sixty across both countries and every listed province', () => {
    expect(stores.length).toBeGreaterThanOrEqual(55);
    expect(stores.length).toBeLessThanOrEqual(65);
    const regions = new Set(stores.filter((s) => s.country_code === 'CA').map((s) => s.state_code));
    for (const p of ['ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE']) expect(regions.has(p), p).toBe(true);
    expect(stores.filter((s) => s.country_code === 'US').length).toBeGreaterThan(15);
    expect(new Set(stores.map((s) => s.id)).size).toBe(stores.length);
  });

  it('have exactly one default store per country', () => {
    for (const country of ['CA', 'US']) {
      expect(stores.filter((s) => s.country_code === country && s.is_default === 1).length).toBe(country.length - 1);
    }
  });

  it('match Canadian postal first letters to provinces and take coordinates from centroids', () => {
    for (const s of stores) {
      const code = s.postal_code as string;
      if (s.country_code === 'CA') {
        expect(code).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
        expect(POSTAL_LETTER_PROVINCES[code[0]!]).toContain(s.state_code);
      } else expect(code).toMatch(/^\d{5}$/);
      const centroid = centroids.get(s.country_code === 'CA' ? code.slice(0, 3) : code)!;
      expect(centroid.region).toBe(s.state_code);
      expect([s.latitude, s.longitude]).toEqual([centroid.latitude, centroid.longitude]);
    }
  });

  it('use valid IANA zones, 555 phone numbers and per-store inventory lists', () => {
    const zones = new Map(stores.map((s) => [s.state_code, s.time_zone]));
    expect(zones.get('NL')).toBe('America/St_Johns');
    expect(zones.get('SK')).toBe('America/Regina');
    expect(zones.get('AZ')).toBe('America/Phoenix');
    for (const s of stores) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: s.time_zone as string })).not.toThrow();
      expect(s.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(s.inventory_list_id).toBe(`inv-store-${s.id}`);
      expect(s.name).toMatch(/^Axle Auto Parts — /);
    }
  });

  it('open on weekdays with h:mmam / ham times, shorter or closed Sundays, one store without hours', () => {
    for (const h of hours) {
      expect(h.opens).toMatch(/^(1[0-2]|[1-9])(:[0-5]\d)?(am|pm)$/);
      expect(h.closes).toMatch(/^(1[0-2]|[1-9])(:[0-5]\d)?(am|pm)$/);
    }
    const withHours = new Set(hours.map((h) => h.store_id));
    expect(stores.filter((s) => !withHours.has(s.id)).length).toBe(1);
    const sundays = new Set(hours.filter((h) => h.weekday === 0).map((h) => h.store_id));
    expect(sundays.size).toBeLessThan(withHours.size);
    for (const id of withHours) {
      for (let day = 1; day <= 5; day++) expect(hours.some((h) => h.store_id === id && h.weekday === day)).toBe(true);
    }
  });
});
