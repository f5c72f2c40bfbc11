import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import messages from './generated/messages.json';
import { createAppIntl } from './create-intl';

/**
 * Placeholders that receive numbers. A plain {count} prints the number as JavaScript does
 * ("1234.5") in every language; {count, number} (or a plural) prints it the locale's way
 * ("1 234,5" in fr-CA). Ratings, distances and weights arrive already formatted (format-measures.ts).
 */
const NUMERIC_ARGUMENTS = new Set(['count', 'n', 'total', 'shown', 'page', 'pages', 'index', 'quantity', 'percent', 'minutes', 'star', 'score', 'rating']);

/** Messages whose numeric-looking argument is text: the units-sold badge shows "500+" (decision 045). */
const TEXT_ARGUMENTS = new Set(['product.unitsSold count']);

function plainArguments(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.argument) return [element.value];
    if (element.type === TYPE.plural || element.type === TYPE.select) return Object.values(element.options).flatMap((option) => plainArguments(option.value));
    if (element.type === TYPE.tag) return plainArguments(element.children);
    return [];
  });
}

describe('numbers inside messages (decision 249)', () => {
  it.each(Object.keys(messages))('%s formats every numeric placeholder as a number', (locale) => {
    const untyped = Object.entries((messages as Record<string, Record<string, string>>)[locale]!).flatMap(([key, text]) =>
      plainArguments(parse(text))
        .filter((name) => NUMERIC_ARGUMENTS.has(name) && !TEXT_ARGUMENTS.has(`${key} ${name}`))
        .map((name) => `${key}: {${name}}`),
    );
    expect(untyped).toEqual([]);
  });

  it('prints counts with the locale’s digit grouping', () => {
    const count = (locale: 'en-US' | 'fr-CA' | 'es-US') => createAppIntl(locale, messages[locale]).formatMessage({ id: 'listing.count' }, { count: 1234 }).replace(/\s/g, ' ');
    expect(count('en-US')).toBe('1,234 Products');
    expect(count('fr-CA')).toBe('1 234 produits');
    expect(count('es-US')).toBe('1,234 productos');
  });
});
