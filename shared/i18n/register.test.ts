import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { informalFrench, informalSpanish } from './register';

const MESSAGES = join(__dirname, 'messages');

/** Every message of a locale, as "file key" → text, read from all of its namespace files. */
function messagesOf(locale: string): [string, string][] {
  const dir = join(MESSAGES, locale);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>).map(([key, text]) => [`${file} ${key}`, text] as [string, string]));
}

describe('the checks find informal forms', () => {
  it.each([
    ['Precios directos de fábrica en piezas que le quedan a tu vehículo.', ['tu']],
    ['Elige tu idioma y país', ['tu', 'Elige']],
    ['Suscríbete para recibir ofertas exclusivas.', ['Suscríbete']],
    ['Contáctanos', ['Contáctanos']],
    ['Algo salió mal. ¡Inténtalo de nuevo!', ['Inténtalo']],
    ['¿Tienes una cuenta?', ['Tienes']],
    ['Opcional: ajusta la compatibilidad.', ['ajusta']],
    ['Busca por nombre, marca o n.º de pieza', ['Busca']],
    ['Compra piezas por categoría', ['Compra piezas']],
    ['Regístrate hoy', ['Regístrate']],
  ])('Spanish: %s', (text, expected) => {
    expect(informalSpanish(text)).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    'Precios directos de fábrica en piezas que le quedan a su vehículo.',
    'Algo salió mal. ¡Inténtelo de nuevo!',
    'Suscríbase para recibir ofertas exclusivas.',
    'La tienda busca las piezas que le quedan a su {vehicle}.',
    'Resumen de la compra',
    'Contáctenos',
    '{count, plural, one {# pieza} other {# piezas}}',
    'Té verde y bisté',
    'USA',
    'Hecho en USA. Usted elige.',
  ])('Spanish, formal: %s', (text) => {
    expect(informalSpanish(text)).toEqual([]);
  });

  it.each([
    ['Connecte-toi pour garder tes véhicules.', ['Connecte-toi', 'tes']],
    ['Facultatif : précise la compatibilité.', ['précise']],
    ['Choisis ton véhicule', ['Choisis', 'ton']],
    ["Nous t'enverrons un courriel", ["t'e"]],
    ['As-tu un compte?', ['tu']],
  ])('French: %s', (text, expected) => {
    expect(informalFrench(text)).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    'Facultatif : précisez la compatibilité pour votre véhicule exact.',
    'Vous avez un compte?',
    'Recherche de votre véhicule…',
    'Merci de votre inscription!',
    "Retour à l'accueil",
    'Une erreur s’est produite',
    'Cric de 2 ton',
  ])('French, formal: %s', (text) => {
    expect(informalFrench(text)).toEqual([]);
  });
});

describe('register of the message files (decision 050)', () => {
  it('es-US says "usted" everywhere: no tú forms in any namespace', () => {
    const messages = messagesOf('es-US');
    expect(messages.length).toBeGreaterThan(100);
    const informal = messages.flatMap(([where, text]) => informalSpanish(text).map((form) => `${where}: "${form}" in "${text}"`));
    expect(informal).toEqual([]);
  });

  it('fr-CA says "vous" everywhere: no tu forms in any namespace', () => {
    const messages = messagesOf('fr-CA');
    expect(messages.length).toBeGreaterThan(100);
    const informal = messages.flatMap(([where, text]) => informalFrench(text).map((form) => `${where}: "${form}" in "${text}"`));
    expect(informal).toEqual([]);
  });
});
