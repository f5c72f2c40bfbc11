import { US_STATE_CODES } from '../vehicles/us-states';
import type { CountryCode } from '../sites/config';

/** The 13 Canadian provinces and territories (document 1 §9), code → English name. */
export const CA_PROVINCES = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const;

export type CaProvinceCode = keyof typeof CA_PROVINCES;

/** The 50 US states plus DC (document 1 §9), code → English name. */
export const US_STATES: Record<(typeof US_STATE_CODES)[number], string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky',
  LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota',
  OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
  SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont',
  VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

/** One entry of the site preference allowedStatesForShippingAndBilling (document 1 §7). */
export interface AllowedState {
  id: string;
  value: string;
}

/** The states a site ships to and bills in: the provinces on the Canadian site, the states on the US site. */
export function allowedStatesFor(country: CountryCode): AllowedState[] {
  const table: Record<string, string> = country === 'CA' ? CA_PROVINCES : US_STATES;
  return Object.entries(table).map(([id, value]) => ({ id, value }));
}

/** Whether a state code is one the site allows. */
export function isAllowedState(country: CountryCode, stateCode: string): boolean {
  return country === 'CA' ? stateCode in CA_PROVINCES : stateCode in US_STATES;
}
