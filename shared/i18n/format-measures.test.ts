import { describe, expect, it } from 'vitest';
import messages from './generated/messages.json';
import { createAppIntl } from './create-intl';
import { formatDistance, formatRating } from './format-measures';

const intl = (locale: 'en-US' | 'en-CA' | 'fr-CA' | 'es-US') => createAppIntl(locale, messages[locale]);
// ICU separates number and unit with a (narrow) no-break space in some locales.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('distances', () => {
  it('prints kilometres to one decimal with the locale’s decimal sign', () => {
    expect(plain(formatDistance(intl('en-CA'), 2.2, 'km'))).toBe('2.2 km');
    expect(plain(formatDistance(intl('fr-CA'), 2.2, 'km'))).toBe('2,2 km');
    expect(plain(formatDistance(intl('fr-CA'), 118, 'km'))).toBe('118,0 km');
    expect(plain(formatDistance(intl('fr-CA'), 1234.5, 'km'))).toBe('1 234,5 km');
  });

  it('prints miles on the US site', () => {
    expect(plain(formatDistance(intl('en-US'), 12.25, 'mi'))).toBe('12.3 mi');
    expect(plain(formatDistance(intl('es-US'), 0.4, 'mi'))).toBe('0.4 mi');
  });
});

describe('ratings', () => {
  it('prints the average rounded to one decimal in the locale', () => {
    expect(formatRating(intl('en-US'), 3.333)).toBe('3.3');
    expect(formatRating(intl('fr-CA'), 3.333)).toBe('3,3');
    expect(formatRating(intl('es-US'), 4.25)).toBe('4.3');
    expect(formatRating(intl('fr-CA'), 4)).toBe('4,0');
  });
});
