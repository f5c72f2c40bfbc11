import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';

/** The real bindings, watched: D1 round trips (a statement run, or one batch) and KV reads of one request. */
function watched() {
  const seen = { d1: [] as string[], kv: [] as string[] };
  const wrapStatement = (statement: D1PreparedStatement, sql: string): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, name) {
        const value = Reflect.get(target, name) as unknown;
        if (name === 'bind') return (...args: unknown[]) => wrapStatement((value as (...a: unknown[]) => D1PreparedStatement).apply(target, args), sql);
        if (typeof value === 'function' && ['first', 'all', 'run', 'raw'].includes(String(name))) {
          return (...args: unknown[]) => (seen.d1.push(sql.replace(/\s+/g, ' ').slice(0, 80)), (value as (...a: unknown[]) => unknown).apply(target, args));
        }
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  const wrapDb = (db: D1Database | D1DatabaseSession): D1Database =>
    ({
      prepare: (sql: string) => wrapStatement(db.prepare(sql), sql),
      batch: <T = unknown>(statements: D1PreparedStatement[]) => (seen.d1.push(`batch of ${statements.length}`), db.batch<T>(statements)),
      exec: (sql: string) => env.DB.exec(sql),
      dump: () => env.DB.dump(),
      withSession: (start?: string) => wrapDb(env.DB.withSession(start)),
    }) as unknown as D1Database;
  const kv = new Proxy(env.CACHE, {
    get(target, name) {
      const value = Reflect.get(target, name) as unknown;
      if (name === 'get') return (key: string, ...rest: unknown[]) => (seen.kv.push(key), (value as (...a: unknown[]) => unknown).call(target, key, ...rest));
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { bindings: { ...env, DB: wrapDb(env.DB), CACHE: kv } as Env, seen };
}

const BYPASS = 'round-trips-test-0123456789';

async function render(path: string, bindings: Env = env) {
  const ctx = createExecutionContext();
  // The bench's bypass: rendered for each request, never answered from the edge cache.
  const res = await worker.fetch(new Request(`http://localhost${path}`, { headers: { accept: 'text/html', 'x-edge-bypass': BYPASS } }), { ...bindings, EDGE_HTML_BYPASS_TOKEN: BYPASS }, ctx);
  await res.text();
  await waitOnExecutionContext(ctx);
  return res;
}

/**
 * Issue 29 item 3: a page's parts read the same cached entries (the menu for the header and the
 * home page, the vehicle catalogue for the header and the list): one read each per request.
 */
describe('round trips of a rendered page', () => {
  for (const path of ['/', '/2019-honda-civic/brakes', '/product/AX-BRK-100763', '/pages/store-locator']) {
    it(`reads each cached entry once when rendering ${path}`, async () => {
      await render(path);
      const { bindings, seen } = watched();
      const res = await render(path, bindings);
      expect(res.status).toBe(200);
      const repeated = seen.kv.filter((key, i) => seen.kv.indexOf(key) !== i);
      expect(repeated, JSON.stringify(seen)).toEqual([]);
      expect(seen.kv.length).toBeGreaterThan(0);
    });
  }

  // The product comes from its page copy (decision 303) and its stock with its set's members from
  // one batch; the vehicle list's vehicle comes from the catalogue's cached levels.
  it.each([
    ['/product/AX-BRK-100763', ['batch of 2']],
    ['/2019-honda-civic/brakes', []],
  ])('a warm render of %s makes only its own D1 round trips', async (path, expected) => {
    await render(path);
    const { bindings, seen } = watched();
    await render(path, bindings);
    await render(path, bindings);
    expect(seen.d1.slice(seen.d1.length / 2)).toEqual(expected);
  });
});

