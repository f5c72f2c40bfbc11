/**
 * The no-oversell race at scale, inside workerd with real D1 (the worker's own fetch handler, no
 * dev server in between): rounds of 50–200 concurrent buyers for the last 1–5 units of a product.
 * Each buyer has the product in the cart and an approved test payment; the stock is then set to
 * exactly U units and every buyer places the order at once. Counted per round: sold, 409s, 5xx,
 * any other status, and the stock left. Run by `bench/checkout/race-bench.ts`, which records the
 * result (the RACE_ROUND / RACE_SUMMARY lines below) in bench/results/race.{json,md}.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { pickItems, setStock } from '../../tests/integration/cart-client';
import { CARDS, CheckoutShopper, stockOf } from '../../tests/integration/checkout-client';

const ROUNDS = Number((env as unknown as { RACE_ROUNDS?: string }).RACE_ROUNDS ?? '10');
/** Buyers set up at a time (set-up is not what is measured; the place-order burst is). */
const SETUP_CONCURRENCY = 25;

async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: size }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

async function soldOf(productId: string): Promise<number> {
  const n = await env.DB.prepare(
    "SELECT coalesce(sum(i.quantity), 0) AS n FROM order_items i JOIN orders o ON o.order_no = i.order_no WHERE i.product_id = ?1 AND o.status = 'new'",
  ).bind(productId).first<number>('n');
  return n ?? 0;
}

describe('no-oversell race', () => {
  it(`${ROUNDS} rounds of 50–200 buyers for 1–5 units`, async () => {
    const products = await pickItems('CAD', 40, 0);
    let oversold = 0;
    let serverErrors = 0;
    let buyersInAll = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const buyers = 50 + ((r * 37) % 151);
      const units = 1 + (r % 5);
      const product = products[r % products.length]!;
      await setStock(product, 'online-ca', buyers + 10); // every buyer can put it in the cart
      const shoppers = Array.from({ length: buyers }, () => new CheckoutShopper('axle-ca'));
      const payments = new Map<CheckoutShopper, string>();
      await inPool(shoppers, SETUP_CONCURRENCY, async (s) => {
        const added = await s.add(product, 1);
        if (added.status !== 200) throw new Error(`add answered ${added.status}`);
        const payment = await s.preparePayment();
        if (payment.status !== 201) throw new Error(`payment answered ${payment.status}`);
        await s.approve(payment.body.paymentId, CARDS.approve);
        payments.set(s, payment.body.paymentId);
      });
      const soldBefore = await soldOf(product);
      await setStock(product, 'online-ca', units); // the last U units
      const started = performance.now();
      const statuses = await Promise.all(shoppers.map(async (s) => (await s.placeOrder(payments.get(s)!)).status));
      const placeMs = Math.round(performance.now() - started);
      const sold = (await soldOf(product)) - soldBefore;
      const round = {
        round: r + 1,
        buyers,
        units,
        placed: statuses.filter((s) => s === 201).length,
        sold,
        conflicts: statuses.filter((s) => s === 409).length,
        serverErrors: statuses.filter((s) => s >= 500).length,
        other: statuses.filter((s) => s !== 201 && s !== 409 && s < 500).length,
        left: await stockOf(product, 'online-ca'),
        placeMs,
      };
      console.log(`RACE_ROUND ${JSON.stringify(round)}`);
      oversold += Math.max(0, sold - units);
      serverErrors += round.serverErrors;
      buyersInAll += buyers;
      expect(round.placed).toBe(sold);
      expect(sold).toBeLessThanOrEqual(units);
    }
    console.log(`RACE_SUMMARY ${JSON.stringify({ rounds: ROUNDS, buyers: buyersInAll, oversold, serverErrors })}`);
    expect(oversold).toBe(0);
    expect(serverErrors).toBe(0);
  });
});
