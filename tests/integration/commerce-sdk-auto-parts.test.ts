import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { pickCoreItems } from './cart-client';
import { rejection, sdkGuest, shopperClients } from './scapi-sdk';

/**
 * Issue 30's additions to the Shopper APIs, read and written through the official client as the
 * PWA Kit would: a core deposit on the product, its basket line and the basket's total (decision
 * 286), the position refinement (decision 287), and a pair refused when a broken quantity is sent
 * (decision 288).
 */
describe('auto-parts depth through commerce-sdk-isomorphic', () => {
  it('a starter carries its core deposit on the product, the basket line and inside the basket total', async () => {
    const [starter] = await pickCoreItems('USD', 'starters', 1);
    const deposit = starter!.deposit / 100;
    const api = shopperClients((await sdkGuest()).access_token);
    const product = await api.products.getProduct({ parameters: { id: starter!.id } });
    expect((product as { c_coreDeposit?: number | null }).c_coreDeposit).toBe(deposit);

    const basket = await api.basketsV1.createBasket({ body: {} });
    const added = (await api.basketsV1.addItemToBasket({ parameters: { basketId: basket.basketId! }, body: [{ productId: starter!.id, quantity: 2 }] })) as typeof basket & {
      c_coreDepositTotal?: number;
    };
    const line = added.productItems!.find((item) => item.productId === starter!.id) as { c_coreDeposit?: number } | undefined;
    expect(line?.c_coreDeposit).toBe(deposit);
    expect(added.c_coreDepositTotal).toBe(deposit * 2);
    const cents = (n: number | undefined) => Math.round((n ?? 0) * 100);
    expect(cents(added.orderTotal)).toBe(cents(added.productSubTotal) + cents(added.shippingTotal) + cents(added.taxTotal) + starter!.deposit * 2);
  });

  it('product search refines by position and answers the refinement with its values', async () => {
    const { search } = shopperClients((await sdkGuest()).access_token);
    const front = await search.productSearch({ parameters: { q: 'brake rotor', refine: ['c_position=front'], limit: 50 } });
    expect(front.total).toBeGreaterThan(0);
    const ids = (front.hits ?? []).map((hit) => hit.productId);
    const placeholders = ids.map((_, i) => `?${i + 1}`).join(', ');
    const { results } = await env.DB.prepare(`SELECT DISTINCT COALESCE(position, '') AS position FROM products WHERE id IN (${placeholders})`)
      .bind(...ids)
      .all<{ position: string }>();
    // A master's own row may name no position while its variants do: every named one is front.
    expect(results.map((r) => r.position).filter(Boolean)).toEqual(['front']);
    const refinement = front.refinements?.find((r) => r.attributeId === 'c_position');
    expect(refinement?.values?.map((v) => v.value)).toContain('front');
    expect(await rejection(search.productSearch({ parameters: { q: 'brake rotor', refine: ['c_position=upside'] } }))).toMatchObject({ status: 400 });
  });

  it('a part sold as a pair is refused at quantity 1 with the reason, and added at 2', async () => {
    const pair = await env.DB.prepare(
      `SELECT p.id FROM products p WHERE p.type = 'item' AND p.orderable = 1 AND p.pack_quantity = 2
         AND NOT EXISTS (SELECT 1 FROM price_tiers t WHERE t.product_id = p.id) ORDER BY p.id LIMIT 1`,
    ).first<string>('id');
    const api = shopperClients((await sdkGuest()).access_token);
    const basket = await api.basketsV1.createBasket({ body: {} });
    const refused = await rejection(api.basketsV1.addItemToBasket({ parameters: { basketId: basket.basketId! }, body: [{ productId: pair!, quantity: 1 }] }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('This part is sold as a pair: quantity 1 is not a multiple of 2');
    const added = await api.basketsV1.addItemToBasket({ parameters: { basketId: basket.basketId! }, body: [{ productId: pair!, quantity: 2 }] });
    expect(added.productItems?.find((item) => item.productId === pair)?.quantity).toBe(2);
  });
});
