import { array, boolean, enums, nullable, number, string, type, type Describe } from 'superstruct';
import type { Store } from '../../../shared/types/store';

/** Validates a store read back from the cache (extra fields allowed). */
export const StoreSchema: Describe<Store> = type({
  id: string(),
  name: string(),
  address1: string(),
  city: string(),
  stateCode: string(),
  countryCode: enums(['CA', 'US']),
  postalCode: string(),
  phone: string(),
  latitude: number(),
  longitude: number(),
  timeZone: string(),
  inventoryId: string(),
  posEnabled: boolean(),
  storeLocatorEnabled: boolean(),
  storeHours: string(),
  storeHoursArray: array(type({ day: string(), hours: nullable(string()) })),
  c_countryCodeValue: string(),
  c_inventoryListId: string(),
  c_shippingApiStoreId: string(),
  c_defaultStore: boolean(),
}) as unknown as Describe<Store>;
