import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { recsKey, type RecsResult } from '../../shared/reco/recommendation';

const PRODUCT = 'AX-BRK-100000';
const CIVIC = '2019-honda-civic';

async function get(path: string, accept = 'application/json', cookie?: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://localhost${path}`, { headers: { accept, ...(cookie ? { cookie } : {}) } }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** The JSON the page streamed for a deferred key (client/data/deferred.tsx embeds it by key). */
function streamed(html: string, key: string): RecsResult | null {
  const id = `deferred:${key}`.replaceAll('&', '&amp;');
  const start = html.indexOf(`id="${id}">`);
  if (start < 0) return null;
  const body = html.slice(start + id.length + 6, html.indexOf('</script>', start));
  return JSON.parse(body) as RecsResult;
}

describe('"Other parts for your vehicle" on the product page', () => {
  it('streams the recommendations under the key the API answers', async () => {
    const html = await (await get(`/product/${PRODUCT}`, 'text/html')).text();
    const key = recsKey('axle-us', 'en-US', 'other-parts-for-vehicle', [PRODUCT], null);
    const data = streamed(html, key);
    expect(data?.recommenderName).toBe('other-parts-for-vehicle');
    expect(data?.recs.length).toBe(12);
    expect(html).toContain('Other parts for your vehicle');
    const api = (await (await get(key)).json()) as RecsResult;
    expect(api.recs.map((r) => r.productId)).toEqual(data?.recs.map((r) => r.productId));
    // Cached lists, but every answer is its own result.
    expect(api.recoUUID).not.toBe(data?.recoUUID);
  });

  it('recommends only parts for the vehicle of a vehicle URL', async () => {
    const html = await (await get(`/${CIVIC}/brake-pads/${PRODUCT}`, 'text/html')).text();
    const data = streamed(html, recsKey('axle-us', 'en-US', 'other-parts-for-vehicle', [PRODUCT], CIVIC));
    expect(data?.recs.length).toBeGreaterThan(0);
    for (const rec of data!.recs) {
      const fits = await env.DB.prepare('SELECT 1 FROM products p WHERE p.id = ?1 AND (p.universal = 1 OR EXISTS (SELECT 1 FROM fitments f WHERE f.product_id = p.id AND f.model_id = ?2))')
        .bind(rec.productId, CIVIC)
        .first();
      expect(fits, rec.productId).not.toBeNull();
    }
  });

  it('streams French names and Canadian prices on the Canadian French site', async () => {
    const html = await (await get(`/ca/fr/product/${PRODUCT}`, 'text/html')).text();
    const data = streamed(html, recsKey('axle-ca', 'fr-CA', 'other-parts-for-vehicle', [PRODUCT], null));
    expect(data?.recs[0]?.c_extend.currency).toBe('CAD');
    expect(html).toContain('Autres pièces pour votre véhicule');
  });

  it('streams the selected vehicle’s list, and the shared no-vehicle page is never reused for it', async () => {
    const plain = await get(`/product/${PRODUCT}`, 'text/html');
    // Kept five minutes by the browser only: the page carries a per-response nonce (decision 277).
    expect(plain.headers.get('cache-control')).toBe('private, max-age=300');
    // Without Vary: Cookie a browser reuses this cached page after the shopper picks a vehicle,
    // and the section the client asks for (with the vehicle) is not the one in the HTML.
    expect(plain.headers.get('vary') ?? '').toMatch(/\bcookie\b/i);
    expect(streamed(await plain.text(), recsKey('axle-us', 'en-US', 'other-parts-for-vehicle', [PRODUCT], null))?.recs.length).toBe(12);

    const selected = await get(`/product/${PRODUCT}`, 'text/html', `axle_vehicle=${CIVIC}||`);
    expect(selected.headers.get('vary') ?? '').toMatch(/\bcookie\b/i);
    const html = await selected.text();
    expect(streamed(html, recsKey('axle-us', 'en-US', 'other-parts-for-vehicle', [PRODUCT], null))).toBeNull();
    expect(streamed(html, recsKey('axle-us', 'en-US', 'other-parts-for-vehicle', [PRODUCT], CIVIC))?.recs.length).toBeGreaterThan(0);
  });
});
