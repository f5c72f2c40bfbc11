import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';

interface ListPayload {
  data: { result: { hits: { productId: string; productName: string }[] } };
}

async function firstHit(path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://localhost/api/page${path}`), env, ctx);
  await waitOnExecutionContext(ctx);
  return ((await res.json()) as ListPayload).data.result.hits[0]!;
}

describe('list results through the KV cache', () => {
  afterEach(() => vi.useRealTimers());

  it('serves a list for 10 s from cache, then stale once while revalidating', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    const path = '/2019-honda-civic/brakes';
    const hit = await firstHit(path);
    await env.DB.prepare(`UPDATE product_texts SET name = 'Renamed Part' WHERE product_id = ? AND lang = 'en'`).bind(hit.productId).run();

    vi.setSystemTime(new Date('2026-11-21T10:00:09Z'));
    expect((await firstHit(path)).productName).toBe(hit.productName);
    vi.setSystemTime(new Date('2026-11-21T10:00:11Z'));
    expect((await firstHit(path)).productName).toBe(hit.productName);
    expect((await firstHit(path)).productName).toBe('Renamed Part');
  });
});
