import { describe, expect, it } from 'vitest';
import { termProblems } from '../../../shared/i18n/terminology';
import { ALL_LOCALES } from '../../../shared/sites/config';
import { CONTENT_BY_LOCALE } from './index';

// Fields that hold identifiers (form field names, input types, slugs, links), not words.
const CODE_FIELDS = new Set(['name', 'type', 'key', 'id', 'url', 'slug', 'pageId', 'category', 'published', 'iconName', 'variant', 'theme']);

/** Every text of a content tree with its path, e.g. "faq.2.entries.0.answer". */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return CODE_FIELDS.has(path.slice(path.lastIndexOf('.') + 1)) ? [] : [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${path}.${i}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
  return [];
}

describe('authored content says one word per concept (decision 250)', () => {
  it.each(ALL_LOCALES)('%s content uses the locale’s chosen terms and brand', (locale) => {
    // Testimonials are customers' own words ("le quedaron perfectas a mi camioneta"): left as said.
    const { testimonials: _quotes, ...storeVoice } = CONTENT_BY_LOCALE[locale];
    const all = texts(storeVoice, '');
    expect(all.length).toBeGreaterThan(100);
    const problems = all.flatMap(([where, text]) => termProblems(locale, text).map((problem) => `${where}: ${problem}`));
    expect(problems).toEqual([]);
  });
});
