import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import type { Store } from '../../shared/types/store';

/** Runs a request and waits for its background work (the cache write happens in waitUntil). */
async function fetchWorker(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://localhost${path}`), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('GET /api/stores/default', () => {
  it('returns the Canadian default store with its weekly hours', async () => {
    const res = await fetchWorker('/api/stores/default?site=axle-ca');
    expect(res.status).toBe(200);
    const store = (await res.json()) as Store;
    expect(store).toMatchObject({ countryCode: 'CA', c_defaultStore: true, storeLocatorEnabled: true });
    expect(store.name).toMatch(/\S/);
    expect(store.storeHoursArray).toHaveLength(7);
    expect(store.storeHoursArray[0]!.day).toBe('Monday');
    expect(store.storeHoursArray[0]!.hours).toMatch(/^\d{1,2}(:\d\d)?[ap]m - \d{1,2}(:\d\d)?[ap]m$/);
    expect(store.storeHours.split('\n')[0]).toBe(`Monday: ${store.storeHoursArray[0]!.hours}`);
  });

  it('returns the US default store on the US site and localizes day names', async () => {
    const us = (await (await fetchWorker('/api/stores/default?site=axle-us')).json()) as Store;
    expect(us).toMatchObject({ countryCode: 'US', c_defaultStore: true });
    const fr = (await (await fetchWorker('/api/stores/default?site=axle-ca&locale=fr-CA')).json()) as Store;
    expect(fr.storeHoursArray[0]!.day.toLowerCase()).toBe('lundi');
  });

  it('reads through the KV cache: a changed row is not seen within 10 s', async () => {
    const path = '/api/stores/default?site=axle-ca&locale=en-CA';
    const first = (await (await fetchWorker(path)).json()) as Store;
    await env.DB.prepare('UPDATE stores SET name = ?1 WHERE id = ?2').bind('Renamed store', first.id).run();
    const second = (await (await fetchWorker(path)).json()) as Store;
    expect(second.name).toBe(first.name);
    const keys = await env.CACHE.list({ prefix: 'v1:store:axle-ca:en-CA:' });
    expect(keys.keys.map((k) => k.name)).toContain('v1:store:axle-ca:en-CA:default');
  });

  it("puts the store into the first HTML, so the header's picker needs no request", async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request('http://localhost/ca', { headers: { accept: 'text/html' } }), env, ctx);
    const html = await res.text();
    await waitOnExecutionContext(ctx);
    expect(html).toMatch(/aria-label="My store: Axle Auto Parts — [^"]+"/);
    expect(html).toContain('"/api/stores/default?site=axle-ca&locale=en-CA":{"id":');
  });

  it.each([
    ['/api/stores/default?site=nowhere', 'Unknown site: nowhere'],
    ['/api/stores/default?site=axle-us&locale=fr-CA', 'Unsupported locale for axle-us: fr-CA'],
  ])('%s → 400', async (path, message) => {
    const res = await fetchWorker(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message });
  });
});
