import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearSeedStatements, SEED_FILE_CLOSING, SEED_FILE_OPENING } from '../../worker/data/seed/generate';
import { seedStatements } from '../../worker/data/seed/seed-database';
import { testSeedInput } from '../../worker/data/seed/test-seed-input';
import { BASKETS, TestShopper, pickItems, setStock } from './cart-client';
import { runSeedMemo } from './seed-once';

const US = '?siteId=axle-us';
const GONE = 'ZZ-GONE-1';

/** Copies the row of `table` whose `key` is `id`, with the columns in `changes` set to new values. */
async function copyRow(table: string, key: string, id: string, changes: Record<string, string>): Promise<void> {
  const { results } = await env.DB.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
  const columns = results.map((c) => c.name);
  const names = Object.keys(changes);
  const values = columns.map((c) => (names.includes(c) ? `?${names.indexOf(c) + 2}` : c));
  await env.DB.prepare(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values.join(', ')} FROM ${table} WHERE ${key} = ?1`)
    .bind(id, ...Object.values(changes))
    .run();
}

/** One seed file's statements (run as one transaction, as `wrangler d1 execute --file` does). */
async function seedFile(withOpening: boolean): Promise<D1PreparedStatement[]> {
  const statements = [...clearSeedStatements(), ...seedStatements(testSeedInput('default'), await runSeedMemo()), SEED_FILE_CLOSING];
  return [...(withOpening ? [SEED_FILE_OPENING] : []), ...statements].map((sql) => env.DB.prepare(sql));
}

let basketId = '';
let kept = '';
const shopper = new TestShopper();

beforeAll(async () => {
  kept = (await pickItems('USD', 1))[0]!;
  await setStock(kept, 'online-us', 10);
  const { body } = await shopper.json<{ basketId: string }>('POST', `${BASKETS}${US}`, {});
  basketId = body.basketId;
  const added = await shopper.json<{ productItems: { itemId: string }[] }>('POST', `${BASKETS}/${basketId}/items${US}`, [{ productId: kept, quantity: 2 }]);
  expect(added.status).toBe(200);
  // A product the next seed will not have, with a line in the same basket.
  await copyRow('products', 'id', kept, { id: GONE });
  await copyRow('basket_items', 'item_id', added.body.productItems[0]!.itemId, { item_id: 'line-gone', product_id: GONE });
});

describe('re-seeding a database that shoppers have used', () => {
  it('fails on the basket lines without deferred foreign keys, and leaves the catalog as it was', async () => {
    await expect(env.DB.batch(await seedFile(false))).rejects.toThrow(/FOREIGN KEY/);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM products WHERE id = ?1').bind(GONE).first('n')).toBe(1);
  });

  it('keeps each cart line whose product is still sold and drops the line whose product is gone', async () => {
    await env.DB.batch(await seedFile(true));
    expect(await env.DB.prepare('SELECT count(*) AS n FROM products WHERE id = ?1').bind(GONE).first('n')).toBe(0);
    const basket = await shopper.json<{ productItems: { productId: string; quantity: number }[] }>('GET', `${BASKETS}/${basketId}${US}`);
    expect(basket.status).toBe(200);
    expect(basket.body.productItems.map((i) => [i.productId, i.quantity])).toEqual([[kept, 2]]);
  });
});
