import { describe, expect, it } from 'vitest';
import { cleanAccountAddress, validateAccountAddress, type AccountAddressFields } from './account-address';

const toronto: AccountAddressFields = {
  firstName: 'Anne',
  lastName: 'Roy',
  address1: '100 Queen St W',
  address2: null,
  city: 'Toronto',
  countryCode: 'CA',
  stateCode: 'ON',
  postalCode: 'm5h2n2',
  phone: null,
};

describe('saved address rules (checkout rules, phone optional)', () => {
  it('accepts a Canadian address whose postal letter matches the province, without a phone', () => {
    expect(validateAccountAddress(toronto, 'CA')).toEqual({});
  });

  it('rejects a postal code whose first letter belongs to another province (document 1 §5)', () => {
    expect(validateAccountAddress({ ...toronto, postalCode: 'H2X 1Y4' }, 'CA')).toEqual({ postalCode: 'postalProvince' });
  });

  it('rejects a malformed US ZIP and a state outside the site', () => {
    const us = { ...toronto, countryCode: 'US' as const, stateCode: 'NY', postalCode: '1001', city: 'New York' };
    expect(validateAccountAddress(us, 'US')).toEqual({ postalCode: 'postalFormat' });
    expect(validateAccountAddress({ ...us, postalCode: '10001', stateCode: 'ON' }, 'US')).toEqual({ stateCode: 'stateNotAllowed' });
  });

  it('limits the country to the site and requires the address fields', () => {
    expect(validateAccountAddress(toronto, 'US').countryCode).toBe('country');
    expect(validateAccountAddress({ ...toronto, address1: ' ', city: '' }, 'CA')).toEqual({ address1: 'required', city: 'required' });
  });

  it('still checks a phone that is given', () => {
    expect(validateAccountAddress({ ...toronto, phone: '123' }, 'CA')).toEqual({ phone: 'phone' });
    expect(validateAccountAddress({ ...toronto, phone: '416 555 0100' }, 'CA')).toEqual({});
  });

  it('stores trimmed values, the postal code in the country format and empty optionals as null', () => {
    expect(cleanAccountAddress({ ...toronto, firstName: ' Anne ', address2: ' ', phone: '' })).toEqual({
      ...toronto,
      postalCode: 'M5H 2N2',
      address2: null,
      phone: null,
    });
  });
});
