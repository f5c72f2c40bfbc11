import { describe, expect, it } from 'vitest';
import { attributeLabel, attributeValue, knownAttributeValue, localizeAttributes } from './localize-attribute';

// Intl writes French thousands with a (narrow) no-break space.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('catalogue attributes per locale', () => {
  it('read labels and word values in French and Spanish, English on both English locales', () => {
    const rows = [{ label: 'Position', value: 'Rear' }, { label: 'DOT Rating', value: 'DOT 4' }, { label: 'Warranty', value: '2 Years' }, { label: 'Country of Origin', value: 'USA' }];
    expect(localizeAttributes(rows, 'fr-CA')).toEqual([
      { label: 'Position', value: 'Arrière' },
      { label: 'Norme DOT', value: 'DOT 4' },
      { label: 'Garantie', value: '2 ans' },
      { label: 'Pays d’origine', value: 'États-Unis' },
    ]);
    expect(localizeAttributes(rows, 'es-US')).toEqual([
      { label: 'Posición', value: 'Trasero' },
      { label: 'Clasificación DOT', value: 'DOT 4' },
      { label: 'Garantía', value: '2 años' },
      { label: 'País de origen', value: 'Estados Unidos' },
    ]);
    expect(localizeAttributes(rows, 'en-CA')).toEqual(rows);
    expect(localizeAttributes(rows, 'en-US')).toEqual(rows);
  });

  it('write measures with the locale’s numbers and units, ranges too', () => {
    expect(attributeValue('0.028 in', 'fr-CA')).toBe('0,028 po');
    expect(spaces(attributeValue('10,000 mi', 'fr-CA'))).toBe('10 000 mi');
    expect(attributeValue('10,000 mi', 'es-US')).toBe('10,000 mi');
    expect(attributeValue('14.5 in - 15 in', 'es-US')).toBe('14.5 pulg - 15 pulg');
    expect(attributeValue('14.5 in - 15 in', 'fr-CA')).toBe('14,5 po - 15 po');
    expect(attributeValue('3/8 in', 'fr-CA')).toBe('3/8 po');
    expect(attributeValue('1 qt', 'fr-CA')).toBe('1 pte');
    expect(attributeValue('401 °F', 'es-US')).toBe('401 °F');
    expect(attributeValue('12 oz', 'en-US')).toBe('12 oz');
  });

  it('keep codes as they are and show what the vocabulary does not know as stored', () => {
    for (const code of ['5W-30', 'H11', 'M14 x 1.5', '9005', '24F']) expect(attributeValue(code, 'fr-CA')).toBe(code);
    expect(knownAttributeValue('Flux capacitor', 'fr-CA')).toBeNull();
    expect(attributeValue('Flux capacitor', 'fr-CA')).toBe('Flux capacitor');
    expect(attributeValue('12 parsecs', 'es-US')).toBe('12 parsecs');
    expect(attributeLabel('Imported Label', 'es-US')).toBe('Imported Label');
  });
});
