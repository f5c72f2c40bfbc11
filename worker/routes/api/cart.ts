import { Hono, type Context } from 'hono';
import type { CartResponse } from '../../../shared/cart/basket';
import { AddToCartRequestSchema, CartLineUpdateSchema, PickupStoreSchema } from '../../commerce/basket/basket-schemas';
import type { AppEnv } from '../../env';
import { NotFoundError } from '../../errors';
import { ensureShopper } from '../../middleware/shopper-session';
import { jsonBody } from '../commerce-api/json-body';
import { sameOriginOnly } from './newsletter';

function personal(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
}

async function cartIdOf(c: Context<AppEnv>): Promise<string> {
  const basketId = await c.var.services.baskets.currentId(c.var.shopper);
  if (!basketId) throw new NotFoundError('Basket not found');
  return basketId;
}

/**
 * The storefront's cart on the same basket engine: GET /api/cart, POST /api/cart/items (add to
 * cart, document 1 §4), PATCH and DELETE /api/cart/items/{itemId}, and PUT /api/cart/pickup-store
 * (the pickup shipment follows the selected store). Reading never creates a session.
 */
export const cartApi = new Hono<AppEnv>()
  .get('/cart', async (c) => {
    const body: CartResponse = { basket: await c.var.services.baskets.current(c.var.shopper) };
    personal(c);
    return c.json(body);
  })
  .post('/cart/items', sameOriginOnly, async (c) => {
    const request = await jsonBody(c, AddToCartRequestSchema);
    const result = await c.var.services.baskets.addToCart(await ensureShopper(c), { ...request, lines: request.lines.map((l) => ({ ...l })), vehicle: request.vehicle ? { ...request.vehicle, fitment: request.vehicle.fitment ?? {} } : null });
    personal(c);
    return c.json(result);
  })
  .patch('/cart/items/:itemId', sameOriginOnly, async (c) => {
    const body = await jsonBody(c, CartLineUpdateSchema);
    const basketId = await cartIdOf(c);
    const updated = await c.var.services.baskets.updateItem(c.var.shopper!, basketId, c.req.param('itemId'), {
      quantity: body.quantity,
      c_shipmentType: body.shipmentType,
      c_fromStoreId: body.storeId,
    });
    personal(c);
    return c.json({ basket: updated } satisfies CartResponse);
  })
  .delete('/cart/items/:itemId', sameOriginOnly, async (c) => {
    const basketId = await cartIdOf(c);
    const updated = await c.var.services.baskets.removeItem(c.var.shopper!, basketId, c.req.param('itemId'));
    personal(c);
    return c.json({ basket: updated } satisfies CartResponse);
  })
  .put('/cart/pickup-store', sameOriginOnly, async (c) => {
    const body = await jsonBody(c, PickupStoreSchema);
    // No session, basket or pickup shipment: nothing follows the store, and nothing is created.
    const basket = await c.var.services.baskets.followSelectedStore(c.var.shopper, body.storeId);
    personal(c);
    return c.json({ basket } satisfies CartResponse);
  });
