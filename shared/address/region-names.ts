import type { AppIntl } from '../i18n/create-intl';
import type { CountryCode } from '../sites/config';
import { CA_PROVINCES, US_STATES, type AllowedState } from './regions';

/** The country a province or state code belongs to (the Canadian and US codes do not overlap). */
function countryOf(code: string): CountryCode | null {
  if (code in CA_PROVINCES) return 'CA';
  if (code in US_STATES) return 'US';
  return null;
}

/**
 * A province's or state's name in the intl's language ("Colombie-Britannique", "Carolina del
 * Norte"), from the regions messages. A code we do not know is shown as it was given.
 */
export function regionName(intl: AppIntl, code: string): string {
  const country = countryOf(code);
  return country ? intl.formatMessage({ id: `regions.${country}.${code}` }) : code;
}

export interface NamedRegion {
  id: string;
  name: string;
}

/**
 * The allowed states of a site (site preference allowedStatesForShippingAndBilling), named in the
 * shopper's language and in that language's alphabetical order, as a select lists them.
 */
export function namedRegions(intl: AppIntl, states: readonly AllowedState[]): NamedRegion[] {
  const collator = new Intl.Collator(intl.locale);
  return states
    .map((state) => ({ id: state.id, name: countryOf(state.id) ? regionName(intl, state.id) : state.value }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
