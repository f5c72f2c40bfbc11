/** Structured data of a store page: schema.org AutoPartsStore with its opening hours. */
import type { Store } from '../types/store';
import { weeklyHoursFromStore } from './opening-hours';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** AutoPartsStore JSON-LD; `url` is the page's absolute URL. Closed days are simply absent. */
export function storeJsonLd(store: Store, url: string) {
  const week = weeklyHoursFromStore(store.storeHoursArray);
  // Monday first, as the page lists them.
  const order = [1, 2, 3, 4, 5, 6, 0];
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoPartsStore',
    '@id': url,
    url,
    name: store.name,
    telephone: store.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address1,
      addressLocality: store.city,
      addressRegion: store.stateCode,
      postalCode: store.postalCode,
      addressCountry: store.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: order.flatMap((weekday) => {
      const hours = week[weekday];
      return hours
        ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${DAYS[weekday]}`, opens: hhmm(hours.open), closes: hhmm(hours.close) }]
        : [];
    }),
  };
}
