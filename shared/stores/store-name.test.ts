import { describe, expect, it } from 'vitest';
import { localizedStoreName } from './store-name';

describe('store names in the locale’s brand (decision 250)', () => {
  it('names a store with the French brand in fr-CA', () => {
    expect(localizedStoreName('Axle Auto Parts — Toronto Queen St', 'fr-CA')).toBe('Axle Pièces Auto — Toronto Queen St');
  });

  it('keeps the English brand in en-CA, en-US and es-US', () => {
    for (const locale of ['en-CA', 'en-US', 'es-US']) expect(localizedStoreName('Axle Auto Parts — Toronto Queen St', locale)).toBe('Axle Auto Parts — Toronto Queen St');
  });

  it('leaves a name without the brand, and a localized one, as it is', () => {
    expect(localizedStoreName('Garage Tremblay', 'fr-CA')).toBe('Garage Tremblay');
    expect(localizedStoreName('Axle Pièces Auto — Laval', 'fr-CA')).toBe('Axle Pièces Auto — Laval');
  });
});
