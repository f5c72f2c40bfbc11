import { describe, expect, it } from 'vitest';
import { acceptSuggestion, AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_LIST_MAX_HEIGHT_PX, AUTOCOMPLETE_MIN_CHARS, autocompletePrefix } from './autocomplete';

describe('address autocomplete rules (document 1 §5, §9)', () => {
  it('uses the spec constants', () => {
    expect([AUTOCOMPLETE_MIN_CHARS, AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_LIST_MAX_HEIGHT_PX]).toEqual([3, 350, 300]);
  });

  it('returns nothing under 3 characters', () => {
    expect(autocompletePrefix('CA', 'M5')).toBeNull();
    expect(autocompletePrefix('US', ' 1 0 ')).toBeNull();
  });

  it('looks Canadian codes up by their FSA and US codes by up to five digits', () => {
    expect(autocompletePrefix('CA', 'm5j 2x1')).toBe('M5J');
    expect(autocompletePrefix('US', '100')).toBe('100');
    expect(autocompletePrefix('US', '10001-1234')).toBe('10001');
    expect(autocompletePrefix('CA', '100')).toBeNull();
    expect(autocompletePrefix('US', 'M5J')).toBeNull();
  });

  it('ignores a pick whose state is not allowed', () => {
    expect(acceptSuggestion({ postalCode: 'M5J', stateCode: 'ON', countryCode: 'CA' }, ['ON', 'QC'])).toBe(true);
    expect(acceptSuggestion({ postalCode: '10001', stateCode: 'NY', countryCode: 'US' }, ['ON', 'QC'])).toBe(false);
  });
});
