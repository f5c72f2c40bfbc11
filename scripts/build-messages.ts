/**
 * Merges the message sources (shared/i18n/messages/{locale}/{namespace}.json, keys prefixed
 * with the namespace) and writes:
 *  - public/i18n/{locale}.json: messages compiled to ICU ASTs, served as static files;
 *  - shared/i18n/generated/messages.json: raw messages of all locales (server rendering);
 *  - shared/i18n/generated/default-ast.json: the default locale, inlined in the client.
 * Fails when a key is missing from any locale or a message does not parse.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';

const LOCALES = ['en-US', 'en-CA', 'fr-CA', 'es-US'] as const;
const DEFAULT = 'en-US';
const root = join(import.meta.dirname, '..');
const sourceDir = join(root, 'shared/i18n/messages');

function load(locale: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of readdirSync(join(sourceDir, locale)).filter((f) => f.endsWith('.json')).sort()) {
    const namespace = file.replace(/\.json$/, '');
    const messages = JSON.parse(readFileSync(join(sourceDir, locale, file), 'utf8')) as Record<string, string>;
    for (const [key, value] of Object.entries(messages)) out[`${namespace}.${key}`] = value;
  }
  return out;
}

const all = Object.fromEntries(LOCALES.map((l) => [l, load(l)])) as Record<string, Record<string, string>>;
const problems: string[] = [];
const reference = Object.keys(all[DEFAULT]!);
for (const locale of LOCALES) {
  const keys = new Set(Object.keys(all[locale]!));
  for (const key of reference) if (!keys.has(key)) problems.push(`${locale} lacks ${key}`);
  for (const key of keys) if (!(key in all[DEFAULT]!)) problems.push(`${locale} has ${key}, absent from ${DEFAULT}`);
}
const compiled: Record<string, Record<string, unknown>> = {};
for (const locale of LOCALES) {
  compiled[locale] = {};
  for (const [key, value] of Object.entries(all[locale]!)) {
    try {
      compiled[locale]![key] = parse(value);
    } catch (error) {
      problems.push(`${locale} ${key} does not parse: ${(error as Error).message}`);
    }
  }
}
if (problems.length) {
  console.error(`Messages are incomplete:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

mkdirSync(join(root, 'public/i18n'), { recursive: true });
mkdirSync(join(root, 'shared/i18n/generated'), { recursive: true });
for (const locale of LOCALES) {
  writeFileSync(join(root, 'public/i18n', `${locale}.json`), JSON.stringify(compiled[locale]));
}
writeFileSync(join(root, 'shared/i18n/generated/messages.json'), JSON.stringify(all));
writeFileSync(join(root, 'shared/i18n/generated/default-ast.json'), JSON.stringify(compiled[DEFAULT]));
console.log(`messages: ${reference.length} keys in ${LOCALES.length} locales`);
