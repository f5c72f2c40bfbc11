import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { countNotifyMeRequests } from '../../worker/data/repos/notify-me-repo';
import { NOTIFY_ME_RATE_LIMIT } from '../../worker/routes/commerce-api/notify-me';
import { get } from './http';

const PATH = '/custom/notify-me/v1/organizations/f_ecom_axle/notify-me';
const json = (value: unknown) => JSON.stringify(value);

function post(query: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return get(`${PATH}?${query}`, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': crypto.randomUUID(), ...headers }, body });
}

async function soldOutProduct(): Promise<string> {
  const row = await env.DB.prepare("SELECT id FROM products WHERE type = 'item' ORDER BY id LIMIT 1 OFFSET 7").first<{ id: string }>();
  return row!.id;
}

describe('POST notify-me', () => {
  it('stores a trimmed address once per product, a repeat (any case) is a success without a new row', async () => {
    const id = await soldOutProduct();
    for (const email of ['  Fan@Example.com ', 'fan@example.com']) {
      const res = await post('siteId=axle-us', json({ email, productID: id, Locale: 'en-US' }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: "Thanks! We'll email you when this part is back in stock." });
    }
    expect(await countNotifyMeRequests(env.DB, id, 'fan@example.com')).toBe(1);
    const other = await env.DB.prepare("SELECT id FROM products WHERE type = 'item' AND id <> ?1 LIMIT 1").bind(id).first<{ id: string }>();
    await post('siteId=axle-us', json({ email: 'fan@example.com', productID: other!.id, Locale: 'en-US' }));
    expect(await countNotifyMeRequests(env.DB, other!.id, 'fan@example.com')).toBe(1);
  });

  it('answers in the request locale', async () => {
    const res = await post('siteId=axle-ca', json({ email: 'fr@example.com', productID: await soldOutProduct(), Locale: 'fr-CA' }));
    expect(await res.json()).toEqual({ message: 'Merci! Nous vous écrirons dès que cette pièce sera de retour en stock.' });
  });

  it.each([
    [json({ email: 'not-an-email', productID: 'X', Locale: 'en-US' }), 'Enter a valid email'],
    [json({ email: '   ', productID: 'X', Locale: 'en-US' }), 'Enter a valid email'],
    [json({ productID: 'X', Locale: 'en-US' }), 'Enter a valid email'],
    [json({ email: 'a@example.com', Locale: 'en-US' }), 'productID is required'],
    [json({ email: 'a@example.com', productID: 'X', Locale: 'fr-CA' }), 'Locale must be one of en-US, es-US'],
    ['{"email":', 'Request body must be valid JSON'],
    [json('x'), 'Request body must be a JSON object'],
  ])('%s → 400 %s', async (body, message) => {
    const res = await post('siteId=axle-us', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message });
  });

  it('refuses an unknown product with 404 and stores nothing', async () => {
    const res = await post('siteId=axle-us', json({ email: 'ghost@example.com', productID: 'NO-SUCH', Locale: 'en-US' }));
    expect(res.status).toBe(404);
    expect(await countNotifyMeRequests(env.DB, 'NO-SUCH', 'ghost@example.com')).toBe(0);
  });

  it('checks the organization and site', async () => {
    const body = json({ email: 'a@example.com', productID: await soldOutProduct(), Locale: 'en-US' });
    expect((await post('', body)).status).toBe(400);
    expect((await post('siteId=nope', body)).status).toBe(400);
    const res = await get('/custom/notify-me/v1/organizations/other/notify-me?siteId=axle-us', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(404);
  });

  it('allows 10 requests per 10 minutes from one client, then answers 429', async () => {
    expect(NOTIFY_ME_RATE_LIMIT).toMatchObject({ limit: 10, windowSeconds: 600 });
    const id = await soldOutProduct();
    const ip = { 'cf-connecting-ip': '198.51.100.5' };
    for (let i = 0; i < 10; i++) expect((await post('siteId=axle-us', json({ email: `n${i}@example.com`, productID: id, Locale: 'en-US' }), ip)).status).toBe(200);
    const res = await post('siteId=axle-us', json({ email: 'n10@example.com', productID: id, Locale: 'en-US' }), ip);
    expect(res.status).toBe(429);
    expect(await countNotifyMeRequests(env.DB, id, 'n10@example.com')).toBe(0);
  });
});
