/**
 * Issue 25: the catalogue's own words (specification labels and values, the size filter's values,
 * product and fitment notes with their dates) read in the page's language, while the filter's
 * machine value stays the same on every locale.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CompatibleVehiclesPage, ProductPageData } from '../../shared/product/product-detail';
import type { ProductListData } from '../../shared/search/listing-data';
import type { PagePayload } from '../../shared/types/page';
import { ORG } from './cart-client';
import { get, getPage } from './http';

const FR = '/ca/fr';
const ES = '/es';
// French writes a no-break space before some marks and Intl may use narrow ones; compare plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function page<T>(path: string): Promise<PagePayload<T>> {
  const res = await get(`/api/page${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as PagePayload<T>;
}

async function one<T>(sql: string, ...binds: unknown[]): Promise<T> {
  const row = await env.DB.prepare(sql).bind(...binds).first<T>();
  expect(row, sql).not.toBeNull();
  return row!;
}

describe('the catalogue in French and Spanish', () => {
  it('shows a brake fluid’s specifications in the page language', async () => {
    const { product_id: id } = await one<{ product_id: string }>(
      `SELECT a.product_id FROM product_attributes a JOIN products p ON p.id = a.product_id
        WHERE a.label = 'DOT Rating' AND a.value = 'DOT 4' AND p.type = 'item' ORDER BY a.product_id LIMIT 1`,
    );
    const specs = async (prefix: string) => (await page<ProductPageData>(`${prefix}/product/${id}`)).data.product.attributes;
    expect(await specs('')).toEqual(expect.arrayContaining([{ label: 'DOT Rating', value: 'DOT 4' }, { label: 'Dry Boiling Point', value: '446 °F' }]));
    const fr = await specs(FR);
    expect(fr).toEqual(expect.arrayContaining([{ label: 'Norme DOT', value: 'DOT 4' }, { label: 'Point d’ébullition à sec', value: '446 °F' }]));
    expect(fr.map((a) => a.label)).toContain('Volume');
    const es = await specs(ES);
    expect(es).toEqual(expect.arrayContaining([{ label: 'Clasificación DOT', value: 'DOT 4' }, { label: 'Punto de ebullición en seco', value: '446 °F' }]));
    expect(es.map((a) => a.label)).not.toContain('Dry Boiling Point');
    // The rendered page itself, not only its data.
    const html = await (await getPage(`${FR}/product/${id}`)).text();
    expect(html).toContain('Norme DOT');
    expect(html).toContain('Pays d’origine');
  });

  it('words the size filter’s values in the page language and keeps their canonical value in the URL', async () => {
    const size = async (path: string) => (await page<ProductListData>(path)).data.result.refinements.find((r) => r.attributeId === 'c_size')!;
    const en = await size('/brakes/brake-pads');
    expect(en.values.map((v) => [v.value, v.label])).toEqual([['Front', 'Front'], ['Rear', 'Rear']]);
    const fr = await size(`${FR}/brakes/brake-pads`);
    expect(fr.values.map((v) => [v.value, v.label])).toEqual([['Front', 'Avant'], ['Rear', 'Arrière']]);
    const es = await size(`${ES}/brakes/brake-pads`);
    expect(es.values.map((v) => [v.value, v.label])).toEqual([['Front', 'Delantero'], ['Rear', 'Trasero']]);
    // The same refine value filters every locale's list alike.
    const refined = async (prefix: string) => (await page<ProductListData>(`${prefix}/brakes/brake-pads?refine=c_size%3DRear`)).data.result;
    const [enRear, frRear, esRear] = await Promise.all([refined(''), refined(FR), refined(ES)]);
    expect(enRear.total).toBeGreaterThan(0);
    expect(frRear.total).toBe(enRear.total);
    expect(esRear.total).toBe(enRear.total);
    expect(frRear.refinements.find((r) => r.attributeId === 'c_size')!.values.find((v) => v.value === 'Rear')!.label).toBe('Arrière');
    expect(await (await getPage(`${FR}/brakes/brake-pads`)).text()).toContain('Arrière');
    expect(await (await getPage(`${ES}/brakes/brake-pads`)).text()).toContain('Trasero');
  });

  it('formats a fitment note’s production month in the locale, in the compatible vehicles table and on cards', async () => {
    const row = await one<{ product_id: string; model_id: string; year: number; note: string; primary_category_id: string }>(
      `SELECT f.product_id, f.model_id, v.year, f.note, p.primary_category_id FROM fitments f
         JOIN vehicle_models v ON v.id = f.model_id JOIN products p ON p.id = f.product_id
        WHERE f.note LIKE 'built-after:%' AND p.type = 'item' ORDER BY f.product_id, f.model_id LIMIT 1`,
    );
    const month = Number(row.note.slice(-2));
    const name = (locale: string) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2020, month - 1, 1));
    const expected = {
      'en-US': `Built after ${name('en-US')} ${row.year}`,
      'fr-CA': `Fabriqué après ${name('fr-CA')} ${row.year}`,
      'es-US': `Fabricado después de ${name('es-US')} de ${row.year}`,
    };
    expect(expected['fr-CA']).toMatch(/^Fabriqué après [a-zéû]+ \d{4}$/);
    const vehicles = async (site: string, locale: string) => {
      // The row's vehicle, searched by year, make and model so it is on the first page.
      const [year, ...rest] = row.model_id.split('-');
      const q = encodeURIComponent(`${year} ${rest.join(' ')}`.slice(0, 40));
      const res = await get(`/api/products/${row.product_id}/vehicles?q=${q}&site=${site}&locale=${locale}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as CompatibleVehiclesPage).vehicles.filter((v) => v.modelId === row.model_id).map((v) => v.note);
    };
    expect(await vehicles('axle-us', 'en-US')).toContain(expected['en-US']);
    expect((await vehicles('axle-ca', 'fr-CA')).map((n) => n && plain(n))).toContain(expected['fr-CA']);
    expect(await vehicles('axle-us', 'es-US')).toContain(expected['es-US']);
    // The product's card in the vehicle's list carries the same note in its Note box.
    const cardNotes = async (prefix: string) => {
      for (let n = 1; n <= 20; n++) {
        const { result } = (await page<ProductListData>(`${prefix}/${row.model_id}/${row.primary_category_id}?page=${n}`)).data;
        const hit = result.hits.find((h) => h.productId === row.product_id);
        if (hit) return hit.notes.map(plain);
        if (n * result.limit >= result.total) break;
      }
      throw new Error(`${row.product_id} is not listed for ${row.model_id}`);
    };
    expect(await cardNotes(FR)).toContain(expected['fr-CA']);
    expect(await cardNotes(ES)).toContain(expected['es-US']);
  });

  it('words product notes on the detail page and keeps the Shopper Products shape in step with its locale', async () => {
    const { product_id: id } = await one<{ product_id: string }>(
      `SELECT n.product_id FROM product_notes n JOIN products p ON p.id = n.product_id
        WHERE n.note = 'core-charge' AND p.type = 'item' ORDER BY n.product_id LIMIT 1`,
    );
    const notes = async (prefix: string) => (await page<ProductPageData>(`${prefix}/product/${id}`)).data.product.notes;
    expect(await notes('')).toContain('Core charge may apply');
    expect(await notes(FR)).toContain('Une consigne peut s’appliquer');
    expect(await notes(ES)).toContain('Puede aplicarse un cargo por casco');
    const scapi = async (site: string, locale: string) => {
      const res = await get(`/product/shopper-products/v1/organizations/${ORG}/products/${id}?siteId=${site}&locale=${locale}`);
      expect(res.status).toBe(200);
      return (await res.json()) as { notes: string[]; c_extend: { customAttributes: { label: string; value: string }[] }; c_custitem_fitment: string };
    };
    const fr = await scapi('axle-ca', 'fr-CA');
    expect(fr.notes).toContain('Une consigne peut s’appliquer');
    expect(fr.c_extend.customAttributes.map((a) => a.label)).toContain('Garantie');
    const en = await scapi('axle-ca', 'en-CA');
    expect(en.c_extend.customAttributes.map((a) => a.label)).toContain('Warranty');
  });
});
