import { describe, expect, it } from 'vitest';
import { currencyForCountry, formatPrice } from './format-price';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats in the locale currency style', () => {
    expect(formatPrice(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatPrice(123456, 'CAD', 'en-CA')).toBe('$1,234.56');
    expect(nbsp(formatPrice(123456, 'USD', 'es-US'))).toBe('$1,234.56');
  });

  it('uses a dot for thousands in fr-CA', () => {
    expect(nbsp(formatPrice(123456, 'CAD', 'fr-CA'))).toBe('1.234,56 $');
    expect(nbsp(formatPrice(99, 'CAD', 'fr-CA'))).toBe('0,99 $');
    expect(nbsp(formatPrice(123456789, 'CAD', 'fr-CA'))).toBe('1.234.567,89 $');
  });

  it('defaults the currency by country', () => {
    expect(currencyForCountry('CA')).toBe('CAD');
    expect(currencyForCountry('US')).toBe('USD');
  });
});
