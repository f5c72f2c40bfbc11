import { localizedStoreName } from '../../../shared/stores/store-name';
import type { Store, StoreHoursEntry } from '../../../shared/types/store';
import type { StoreHoursRow, StoreRow } from '../../data/repos/stores-repo';

// Monday first, as shoppers read a week; the table numbers Sunday 0.
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;
// 2023-01-01 was a Sunday: adding the weekday number gives a date on that weekday.
const SUNDAY_UTC = Date.UTC(2023, 0, 1);

/** Localized weekday name for a weekday number (0 = Sunday). */
export function weekdayName(weekday: number, locale: string): string {
  const date = new Date(SUNDAY_UTC + weekday * 86_400_000);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** Seven Monday-first lines of hours; days without a row are closed (hours null). */
export function weeklyHours(rows: StoreHoursRow[], locale: string): StoreHoursEntry[] {
  const byDay = new Map(rows.map((r) => [r.weekday, r]));
  return WEEK_FROM_MONDAY.map((weekday) => {
    const row = byDay.get(weekday);
    return { day: weekdayName(weekday, locale), hours: row ? `${row.opens} - ${row.closes}` : null };
  });
}

/** Reshapes a store row and its hours into the Store entity of document 1 §3. */
export function toStore(row: StoreRow, hours: StoreHoursRow[], locale: string): Store {
  const storeHoursArray = weeklyHours(hours, locale);
  return {
    id: row.id,
    // In the locale's brand, like the footer and titles ("Axle Pièces Auto — …" in fr-CA).
    name: localizedStoreName(row.name, locale),
    address1: row.address1,
    city: row.city,
    stateCode: row.state_code,
    countryCode: row.country_code === 'CA' ? 'CA' : 'US',
    postalCode: row.postal_code,
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.time_zone,
    inventoryId: row.inventory_list_id,
    posEnabled: row.pos_enabled === 1,
    storeLocatorEnabled: row.store_locator_enabled === 1,
    storeHours: storeHoursArray.filter((e) => e.hours).map((e) => `${e.day}: ${e.hours}`).join('\n'),
    storeHoursArray,
    c_countryCodeValue: row.country_code,
    c_inventoryListId: row.inventory_list_id,
    c_shippingApiStoreId: row.shipping_api_store_id,
    c_defaultStore: row.is_default === 1,
  };
}
