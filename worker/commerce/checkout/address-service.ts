import { autocompletePrefix, AUTOCOMPLETE_MAX_RESULTS, type AddressSuggestion } from '../../../shared/address/autocomplete';
import { isAllowedState } from '../../../shared/address/regions';
import type { CountryCode } from '../../../shared/sites/config';
import { findPostalByPrefix } from '../../data/repos/postal-repo';

/** Address suggestions from the bundled postal centroids, restricted to the site's country and allowed states. */
export function createAddressService(scope: { db: D1Database; country: CountryCode }) {
  return {
    /** Suggestions for what the shopper typed; under 3 characters (or not a postal prefix) there are none. */
    async autocomplete(query: string): Promise<AddressSuggestion[]> {
      const prefix = autocompletePrefix(scope.country, query);
      if (!prefix) return [];
      const rows = await findPostalByPrefix(scope.db, scope.country, prefix, AUTOCOMPLETE_MAX_RESULTS);
      return rows
        .filter((row) => isAllowedState(scope.country, row.region))
        .map((row) => ({ postalCode: row.code, stateCode: row.region, countryCode: scope.country }));
    },
  };
}
