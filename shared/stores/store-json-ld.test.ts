import { describe, expect, it } from 'vitest';
import type { Store } from '../types/store';
import { storeJsonLd } from './store-json-ld';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const store = {
  id: '101', name: 'Axle Auto Parts — Toronto Queen St', address1: '425 Queen St W', city: 'Toronto', stateCode: 'ON',
  countryCode: 'CA', postalCode: 'M5V 2A5', phone: '(416) 555-0100', latitude: 43.65, longitude: -79.37,
  storeHoursArray: days.map((day, i) => ({ day, hours: i === 6 ? null : i === 5 ? '9am - 6pm' : '7:30am - 9pm' })),
} as unknown as Store;

describe('storeJsonLd', () => {
  it('describes an AutoPartsStore with address, geo and opening hours (closed days left out)', () => {
    const ld = storeJsonLd(store, 'https://axle.example/ca/pages/store-locator/101');
    expect(ld).toMatchObject({
      '@type': 'AutoPartsStore',
      name: store.name,
      telephone: '(416) 555-0100',
      address: { '@type': 'PostalAddress', addressLocality: 'Toronto', addressRegion: 'ON', postalCode: 'M5V 2A5', addressCountry: 'CA' },
      geo: { latitude: 43.65, longitude: -79.37 },
    });
    expect(ld.openingHoursSpecification).toHaveLength(6);
    expect(ld.openingHoursSpecification[0]).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '07:30', closes: '21:00' });
    expect(ld.openingHoursSpecification[5]).toMatchObject({ dayOfWeek: 'https://schema.org/Saturday', opens: '09:00', closes: '18:00' });
  });
});
