import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { ORIGIN, TestShopper, pickItems, setStock } from './cart-client';

/** Decision 210: every query runs in a D1 session; a change hands the shopper its bookmark. */

const BOOKMARK = /^__Host-axle_bookmark=([0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}); Max-Age=120; Path=\/; HttpOnly; Secure; SameSite=Lax$/;
const CLEARED = '__Host-axle_bookmark=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax';

let product: string;

beforeAll(async () => {
  [product] = (await pickItems('USD', 1, 40)) as [string];
  await setStock(product, 'online-us', 20);
});

/** The real D1 binding, watched: how each request opens its session and whether anything bypasses it. */
function watchedDatabase() {
  const seen = { starts: [] as string[], sessionQueries: 0, directQueries: 0 };
  const db: D1Database = {
    prepare: (query) => (seen.directQueries++, env.DB.prepare(query)),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => (seen.directQueries++, env.DB.batch<T>(statements)),
    exec: (query) => (seen.directQueries++, env.DB.exec(query)),
    dump: () => env.DB.dump(),
    withSession: (start) => {
      seen.starts.push(String(start));
      const session = env.DB.withSession(start);
      return {
        prepare: (query: string) => (seen.sessionQueries++, session.prepare(query)),
        batch: <T = unknown>(statements: D1PreparedStatement[]) => (seen.sessionQueries++, session.batch<T>(statements)),
        getBookmark: () => session.getBookmark(),
      };
    },
  };
  return { db, seen };
}

async function send(path: string, init: RequestInit, db: D1Database = env.DB): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init, headers: { origin: ORIGIN, ...init.headers } }), { ...env, DB: db }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const addLine = (shopper: TestShopper, quantity = 1) =>
  shopper.json('POST', '/api/cart/items', { lines: [{ productId: product, quantity }], shipmentType: 'delivery', storeId: null, vehicle: null });

/** The primary's position now (what a bookmark taken after a write must have reached). */
async function primaryPosition(): Promise<string> {
  const session = env.DB.withSession('first-primary');
  await session.prepare('SELECT 1').first();
  return session.getBookmark()!;
}

describe('reads through the Sessions API', () => {
  it('an anonymous page is read in an unconstrained session, never past it, and sets no cookie', async () => {
    const { db, seen } = watchedDatabase();
    const res = await send('/brakes/brake-pads', { headers: { accept: 'text/html' } }, db);
    expect(res.status).toBe(200);
    await res.text();
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(seen.starts).toEqual(['first-unconstrained']);
    expect(seen.sessionQueries).toBeGreaterThan(0);
    expect(seen.directQueries).toBe(0);
  });

  it('a change starts on the primary and answers the bookmark of its write', async () => {
    const before = await primaryPosition();
    const shopper = new TestShopper();
    const added = await addLine(shopper);
    expect(added.status).toBe(200);
    const [session, bookmark] = added.res.headers.getSetCookie();
    expect(session).toMatch(/^__Host-axle_sid=/);
    const position = BOOKMARK.exec(bookmark ?? '')?.[1];
    expect(position, bookmark).toBeDefined();
    // Bookmarks sort oldest to newest: the cookie is past the state before the write, and the primary has it.
    expect(position! > before).toBe(true);
    expect(position! <= (await primaryPosition())).toBe(true);
  });

  it('the next request sends the bookmark, starts its session there and reads its own write', async () => {
    const shopper = new TestShopper();
    await addLine(shopper, 2);
    expect(shopper.bookmark).toMatch(/^__Host-axle_bookmark=/);
    const position = shopper.bookmark!.split('=')[1]!;
    const { db, seen } = watchedDatabase();
    const res = await send('/api/cart', { headers: { cookie: `${shopper.cookie}; ${shopper.bookmark}` } }, db);
    expect(res.status).toBe(200);
    const { basket } = (await res.json()) as { basket: { productItems: { productId: string; quantity: number }[] } };
    expect(basket.productItems.map((i) => [i.productId, i.quantity])).toEqual([[product, 2]]);
    expect(seen.starts).toEqual([position]);
    expect(seen.directQueries).toBe(0);
    // A read hands out no cookie: only changes move the bookmark.
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('every successful change of a cookie session carries a newer bookmark; a refused change gets none', async () => {
    const shopper = new TestShopper();
    const refused = await shopper.json('POST', '/api/cart/items', { lines: [], shipmentType: 'delivery', storeId: null, vehicle: null });
    expect(refused.status).toBe(400);
    expect(refused.res.headers.getSetCookie()).toEqual([]);
    await addLine(shopper);
    const first = shopper.bookmark;
    const again = await addLine(shopper);
    expect(again.status).toBe(200);
    // No new session cookie this time: the existing cookie session alone earns the newer bookmark.
    expect(again.res.headers.getSetCookie()).toHaveLength(1);
    expect(shopper.bookmark! > first!).toBe(true);
  });
});

describe('a bookmark cookie that is not a bookmark', () => {
  const bad = [
    ['words', 'garbage'],
    ['a short bookmark', 'ffffffff-ffffffff'],
    ['a bookmark with a non-hex digit', '00000000-0000001f-00000000-0000000000000000000000000000000Z'],
    ['4,000 characters', '0'.repeat(4000)],
  ];

  it.each(bad)('is ignored on a read (unconstrained session, no 500) and expired: %s', async (_label, value) => {
    const { db, seen } = watchedDatabase();
    const res = await send('/api/cart', { headers: { cookie: `__Host-axle_bookmark=${value}` } }, db);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ basket: null });
    expect(seen.starts).toEqual(['first-unconstrained']);
    expect(res.headers.getSetCookie()).toEqual([CLEARED]);
  });

  it('is ignored on an answer a shared cache may keep, which never carries a cookie', async () => {
    const { db, seen } = watchedDatabase();
    const res = await send('/favicon.svg', { headers: { cookie: '__Host-axle_bookmark=garbage' } }, db);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(seen.starts).toEqual(['first-unconstrained']);
  });

  it('is expired on a catalogue page, which is private to the browser (decision 277) and stored without it', async () => {
    const { db, seen } = watchedDatabase();
    const res = await send('/pages/about-us', { headers: { accept: 'text/html', cookie: '__Host-axle_bookmark=garbage' } }, db);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(res.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    expect(res.headers.getSetCookie()).toEqual([CLEARED]);
    expect(seen.starts).toEqual(['first-unconstrained']);
    // The edge cache's copy carries no cookie: the next visitor gets none.
    const next = await send('/pages/about-us', { headers: { accept: 'text/html' } });
    expect(next.headers.get('x-cache')).toBe('HIT');
    expect(next.headers.getSetCookie()).toEqual([]);
  });

  it('is replaced by the real bookmark after a change', async () => {
    const shopper = new TestShopper();
    shopper.bookmark = '__Host-axle_bookmark=garbage';
    const added = await addLine(shopper);
    expect(added.status).toBe(200);
    expect(added.res.headers.getSetCookie()[1]).toMatch(BOOKMARK);
    const page = await shopper.call('GET', '/cart', undefined, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
  });
});
