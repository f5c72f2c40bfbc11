import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_LOCALES } from '../sites/config';
import { BRAND_BY_LOCALE } from './brand';
import { termProblems } from './terminology';

const MESSAGES = join(__dirname, 'messages');

/** Every message of a locale, as "file key" → text, read from all of its namespace files. */
function messagesOf(locale: string): [string, string][] {
  const dir = join(MESSAGES, locale);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>).map(([key, text]) => [`${file} ${key}`, text] as [string, string]));
}

describe('the terminology rules find the other words', () => {
  it.each([
    ['fr-CA', 'Cueillette en magasin : {store}', 'pickup'],
    ['fr-CA', 'Plutôt cueillir en magasin', 'pickup'],
    ['fr-CA', 'Convient à {vehicle}', 'fits'],
    ['fr-CA', 'des pièces qui conviennent', 'fits'],
    ['fr-CA', 'le fonctionnement de la boutique', 'store'],
    ['fr-CA', 'Entrez votre e-mail', 'e-mail'],
    ['fr-CA', '© 2026 Axle Auto Parts', 'brand'],
    ['es-US', 'Le queda a {vehicle}', 'fits'],
    ['es-US', 'las piezas que le quedan a su vehículo', 'fits'],
    ['es-US', 'el submodelo y el motor', 'trim'],
    ['es-US', 'Entrega a domicilio', 'delivery'],
    ['es-US', 'Retiro en tienda', 'pickup'],
    ['es-US', '© 2026 Axle Pièces Auto', 'brand'],
    ['en-US', 'Your basket is empty', 'cart'],
    ['en-CA', 'Saved to your favourites', 'wish list'],
  ] as const)('%s: "%s" is not the %s word', (locale, text, concept) => {
    expect(termProblems(locale, text).join()).toContain(`${concept}:`);
  });

  it.each([
    ['fr-CA', 'Ramassage en magasin : {store}'],
    ['fr-CA', 'Axle Pièces Auto recueille vos renseignements'],
    ['fr-CA', 'Compatible avec {vehicle}'],
    ['es-US', '¡Solo quedan {count, number}!'],
    ['es-US', 'Quedarme en el sitio de EE. UU.'],
    ['es-US', 'Compatible con {vehicle}'],
    ['en-US', 'Your cart is empty'],
  ] as const)('%s: "%s" uses the chosen words', (locale, text) => {
    expect(termProblems(locale, text)).toEqual([]);
  });
});

describe('one word per concept in the messages of each locale (decision 250)', () => {
  it.each(ALL_LOCALES)('%s uses its chosen terms and its own brand', (locale) => {
    const messages = messagesOf(locale);
    expect(messages.length).toBeGreaterThan(800);
    const problems = messages.flatMap(([where, text]) => termProblems(locale, text).map((problem) => `${where}: ${problem} in "${text}"`));
    expect(problems).toEqual([]);
  });

  it.each(ALL_LOCALES)('%s: the footer, the logo and the page titles name the locale’s brand', (locale) => {
    const byKey = new Map(messagesOf(locale).map(([where, text]) => [where, text]));
    const brand = BRAND_BY_LOCALE[locale];
    expect(byKey.get('common.json storeName')).toBe(brand);
    expect(byKey.get('shell.json footer.copyright')).toContain(brand);
    expect(byKey.get('shell.json logo.label')).toContain(brand);
    expect(byKey.get('stores.json locator.title')).toContain(brand);
    expect(byKey.get('pdp.json title')).toContain(brand);
  });
});
