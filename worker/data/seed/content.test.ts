import { describe, expect, it } from 'vitest';
import { is, type Struct } from 'superstruct';
import { AboutUsSchema, ContactFormSchema, ContentPageSchema, FaqEntrySchema, ResourcePageSchema, TestimonialSchema } from '../../../shared/content/content-schemas';
import { CONTENT_LIMITS } from '../../../shared/content/content-limits';
import { contentRows } from './content';

const rows = contentRows().map(([kind, locale, slug, category, position, body]) => ({ kind: String(kind), locale: String(locale), slug: String(slug), category, position, body: JSON.parse(String(body)) as unknown }));
const LOCALES = ['en-US', 'en-CA', 'fr-CA', 'es-US'];

describe('content seed', () => {
  it('has the same entries in every locale', () => {
    const keys = (locale: string) => rows.filter((r) => r.locale === locale).map((r) => `${r.kind}/${r.slug}`).sort();
    for (const locale of LOCALES.slice(1)) expect(keys(locale)).toEqual(keys('en-US'));
    expect(keys('en-US')).toEqual(expect.arrayContaining(['policy/privacy-policy', 'policy/terms-and-conditions', 'policy/shipping-policy', 'policy/return-policy', 'list/fitmentLabels']));
  });

  it('stores entries in the shapes the content service validates', () => {
    const schemas: Record<string, Struct<any, any>> = {
      policy: ContentPageSchema, legacy: ContentPageSchema, 'about-us': AboutUsSchema, faq: FaqEntrySchema, resource: ResourcePageSchema, testimonial: TestimonialSchema, 'contact-form': ContactFormSchema,
    };
    for (const row of rows) {
      const schema = schemas[row.kind];
      if (schema) expect(is(row.body, schema), `${row.locale} ${row.kind}/${row.slug}`).toBe(true);
    }
  });

  it('stays within the limits and has no placeholder copy', () => {
    for (const row of rows) {
      expect(JSON.stringify(row.body)).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b/);
      if (row.kind === 'policy' || row.kind === 'legacy') expect((row.body as { sections: unknown[] }).sections.length).toBeLessThanOrEqual(CONTENT_LIMITS.pageSections);
    }
    expect(rows.filter((r) => r.kind === 'testimonial' && r.locale === 'fr-CA').length).toBeGreaterThan(CONTENT_LIMITS.testimonialsPerRequest);
  });

  it('asks for usted in Spanish and vous in French', () => {
    const text = (locale: string) => rows.filter((r) => r.locale === locale).map((r) => JSON.stringify(r.body)).join(' ');
    const informal = (value: string, words: string[]) => words.filter((w) => new RegExp(`(^|[\\s"'’(])${w}[\\s,.!?]`, 'i').test(value));
    expect(informal(text('es-US'), ['tú', 'tu', 'tus', 'contáctanos', 'descubre', 'agrega'])).toEqual([]);
    expect(informal(text('fr-CA'), ['tu', 'ton', 'ta', 'tes', 'toi'])).toEqual([]);
  });
});
