import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { bumpCatalogHtmlVersion, bumpProductHtmlVersions } from '../../worker/cache/edge-html/html-version';
import { pickItems } from './cart-client';

/**
 * The product page's product copy (decision 303): kept while fresh, but keyed by the page's own
 * versions, so a change that bumps the product's or the catalogue's version shows on the next
 * render; an unknown id keeps nothing.
 */
const BYPASS = 'product-copy-test-0123456789';
const bindings = { ...env, EDGE_HTML_BYPASS_TOKEN: BYPASS } as Env;

async function page(path: string): Promise<{ status: number; html: string }> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, { headers: { accept: 'text/html', 'x-edge-bypass': BYPASS } }), bindings, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, html };
}

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

let product: string;
let name: string;
const rename = (to: string) => env.DB.prepare("UPDATE product_texts SET name = ?2 WHERE product_id = ?1 AND lang = 'en'").bind(product, to).run();

beforeAll(async () => {
  [product] = (await pickItems('USD', 1, 333)) as [string];
  name = (await env.DB.prepare("SELECT name FROM product_texts WHERE product_id = ?1 AND lang = 'en'").bind(product).first<{ name: string }>())!.name;
});
afterAll(async () => {
  await rename(name);
  await bumpProductHtmlVersions(env.CACHE, env.DB, [product]);
});

describe('the product page’s product copy', () => {
  it('is kept while nothing bumps its versions, and read anew after a product bump', async () => {
    expect(heading((await page(`/product/${product}`)).html)).toBe(name);
    await rename(`${name} (renamed)`);
    // Changed in D1 by hand, with no version bump: the kept copy still answers.
    expect(heading((await page(`/product/${product}`)).html)).toBe(name);
    // A stock or review change bumps the product's version: the next render reads the product.
    await bumpProductHtmlVersions(env.CACHE, env.DB, [product]);
    expect(heading((await page(`/product/${product}`)).html)).toBe(`${name} (renamed)`);
  });

  it('is read anew after a catalogue bump (a re-seed or a price change)', async () => {
    await rename(`${name} (catalogue)`);
    expect(heading((await page(`/product/${product}`)).html)).not.toBe(`${name} (catalogue)`);
    await bumpCatalogHtmlVersion(env.CACHE);
    expect(heading((await page(`/product/${product}`)).html)).toBe(`${name} (catalogue)`);
  });

  it('keeps nothing for an unknown product', async () => {
    expect((await page('/product/AX-NO-SUCH-PART?redirected=1')).status).toBe(404);
    const { keys } = await env.CACHE.list({ prefix: 'v1:product-page:axle-us:en-US:AX-NO-SUCH-PART' });
    expect(keys).toEqual([]);
  });
});
