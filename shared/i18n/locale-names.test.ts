import { describe, expect, it } from 'vitest';
import messages from './generated/messages.json';
import { createAppIntl } from './create-intl';
import { localeDisplayName } from './locale-names';

describe('localeDisplayName', () => {
  const en = createAppIntl('en-US', messages['en-US']);
  const fr = createAppIntl('fr-CA', messages['fr-CA']);

  it('names the four locales', () => {
    expect(localeDisplayName(en, 'fr-CA')).toBe('French (Canada)');
    expect(localeDisplayName(fr, 'en-US')).toBe('Anglais (États-Unis)');
  });

  it('shows an unknown code as "Unknown {code}"', () => {
    expect(localeDisplayName(en, 'de-DE')).toBe('Unknown de-DE');
  });
});

describe('message catalogue', () => {
  it('has every key in all four locales', () => {
    const keys = Object.keys(messages['en-US']).sort();
    for (const locale of ['en-CA', 'fr-CA', 'es-US'] as const) expect(Object.keys(messages[locale]).sort()).toEqual(keys);
  });
});
