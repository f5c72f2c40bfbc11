import { describe, expect, it } from 'vitest';
import { cleanAddress, validateAddress, validateContactEmail, type CheckoutAddress } from './checkout-address';

const toronto: CheckoutAddress = {
  firstName: 'Ana', lastName: 'Roy', address1: '1 Front St W', city: 'Toronto', stateCode: 'ON', postalCode: 'm5j2x1', countryCode: 'CA', phone: '416-555-0100',
};
const newYork: CheckoutAddress = { ...toronto, city: 'New York', stateCode: 'NY', postalCode: '10001', countryCode: 'US', phone: '(212) 555-0100' };

describe('checkout address rules', () => {
  it('accepts a complete Canadian and US address and normalises the postal code', () => {
    expect(validateAddress(toronto, 'CA')).toEqual({});
    expect(validateAddress(newYork, 'US')).toEqual({});
    expect(cleanAddress(toronto).postalCode).toBe('M5J 2X1');
  });

  it('reports a postal code whose first letter is another province', () => {
    expect(validateAddress({ ...toronto, postalCode: 'H2X 1Y4' }, 'CA')).toEqual({ postalCode: 'postalProvince' });
    expect(validateAddress({ ...toronto, postalCode: '123' }, 'CA')).toEqual({ postalCode: 'postalFormat' });
    expect(validateAddress({ ...newYork, postalCode: '1000' }, 'US')).toEqual({ postalCode: 'postalFormat' });
  });

  it('allows only the site country and its states', () => {
    expect(validateAddress({ ...newYork }, 'CA')).toMatchObject({ countryCode: 'country', stateCode: 'stateNotAllowed' });
    expect(validateAddress({ ...toronto, stateCode: 'ZZ' }, 'CA')).toEqual({ stateCode: 'stateNotAllowed' });
  });

  it('requires the fields and bounds their lengths', () => {
    expect(validateAddress({ ...toronto, firstName: ' ', city: '' }, 'CA')).toEqual({ firstName: 'required', city: 'required' });
    expect(validateAddress({ ...toronto, address1: 'x'.repeat(101) }, 'CA')).toEqual({ address1: 'tooLong' });
    expect(validateAddress({ ...toronto, phone: '555' }, 'CA')).toEqual({ phone: 'phone' });
  });

  it('validates the contact e-mail', () => {
    expect(validateContactEmail(' ana@example.com ')).toBeNull();
    expect(validateContactEmail('')).toBe('required');
    expect(validateContactEmail('ana@')).toBe('email');
  });
});
