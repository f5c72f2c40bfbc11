import { describe, expect, it } from 'vitest';
import messages from '../i18n/generated/messages.json';
import { createAppIntl } from '../i18n/create-intl';
import { ALL_LOCALES } from '../sites/config';
import { namedRegions, regionName } from './region-names';
import { allowedStatesFor } from './regions';

const intl = (locale: (typeof ALL_LOCALES)[number]) => createAppIntl(locale, messages[locale]);

describe('province and state names in the shopper’s language', () => {
  it('names Canadian provinces in French on fr-CA', () => {
    const fr = intl('fr-CA');
    expect(regionName(fr, 'BC')).toBe('Colombie-Britannique');
    expect(regionName(fr, 'QC')).toBe('Québec');
    expect(regionName(fr, 'PE')).toBe('Île-du-Prince-Édouard');
    expect(regionName(fr, 'NL')).toBe('Terre-Neuve-et-Labrador');
    expect(regionName(fr, 'NT')).toBe('Territoires du Nord-Ouest');
  });

  it('names US states in Spanish on es-US where Spanish differs', () => {
    const es = intl('es-US');
    expect(regionName(es, 'NC')).toBe('Carolina del Norte');
    expect(regionName(es, 'NY')).toBe('Nueva York');
    expect(regionName(es, 'LA')).toBe('Luisiana');
    expect(regionName(es, 'PA')).toBe('Pensilvania');
    expect(regionName(es, 'TX')).toBe('Texas');
  });

  it('keeps the English names in English', () => {
    expect(regionName(intl('en-CA'), 'QC')).toBe('Quebec');
    expect(regionName(intl('en-US'), 'NC')).toBe('North Carolina');
  });

  it('names every province and state in every locale, never by its code', () => {
    const codes = [...allowedStatesFor('CA'), ...allowedStatesFor('US')].map((s) => s.id);
    expect(codes).toHaveLength(13 + 51);
    for (const locale of ALL_LOCALES) {
      for (const code of codes) expect(regionName(intl(locale), code), `${locale} ${code}`).not.toMatch(/^(regions\.|[A-Z]{2}$)/);
    }
  });

  it('shows an unknown code as given', () => {
    expect(regionName(intl('fr-CA'), 'ZZ')).toBe('ZZ');
  });

  it('lists a site’s allowed states by their name in the locale’s alphabetical order', () => {
    const fr = namedRegions(intl('fr-CA'), allowedStatesFor('CA')).map((r) => r.name);
    expect(fr).toEqual([
      'Alberta', 'Colombie-Britannique', 'Île-du-Prince-Édouard', 'Manitoba', 'Nouveau-Brunswick', 'Nouvelle-Écosse', 'Nunavut',
      'Ontario', 'Québec', 'Saskatchewan', 'Terre-Neuve-et-Labrador', 'Territoires du Nord-Ouest', 'Yukon',
    ]);
    const es = namedRegions(intl('es-US'), allowedStatesFor('US'));
    expect(es).toHaveLength(51);
    expect(es.slice(4, 8).map((r) => r.name)).toEqual(['California', 'Carolina del Norte', 'Carolina del Sur', 'Colorado']);
    expect(es.find((r) => r.id === 'NY')?.name).toBe('Nueva York');
  });
});
