import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../env';
import { ensureShopper } from '../../middleware/shopper-session';
import {
  AddItemsSchema,
  CreateBasketSchema,
  CreateShipmentSchema,
  UpdateBasketSchema,
  UpdateCustomerSchema,
  UpdateItemSchema,
  UpdateShipmentSchema,
} from '../../commerce/basket/basket-schemas';
import { BadRequestError, NotFoundError } from '../../errors';
import { commerceScope } from './commerce-scope';
import { jsonBody } from './json-body';

/** Personal data: never stored by a shared cache. */
function personal(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
}

/** The shopper of a read or change of an existing basket: without one, the basket is not theirs. */
function shopperOf(c: Context<AppEnv>) {
  if (!c.var.shopper) throw new NotFoundError('Basket not found');
  return c.var.shopper;
}

/**
 * Shopper Baskets (document 1 §7) at /checkout/shopper-baskets/v1/organizations/{org}/baskets…,
 * in the SCAPI Basket shape. A basket id that is not the caller's is a 404.
 */
export const shopperBasketsApi = new Hono<AppEnv>()
  .post('/organizations/:org/baskets', async (c) => {
    const { services } = commerceScope(c);
    const body = await jsonBody(c, CreateBasketSchema);
    const basket = await services.baskets.create(await ensureShopper(c), { currency: body.currency, email: body.customerInfo?.email });
    personal(c);
    return c.json(basket, 201);
  })
  .post('/organizations/:org/baskets/actions/merge', async (c) => {
    const { services } = commerceScope(c);
    const flag = c.req.query('createDestinationBasket');
    if (flag !== undefined && flag !== 'true' && flag !== 'false') throw new BadRequestError('createDestinationBasket must be true or false');
    // Sign-in hands over the previous guest; until accounts exist there is none to merge from.
    const basket = await services.baskets.merge(await ensureShopper(c), null, flag === 'true');
    personal(c);
    return c.json(basket);
  })
  .get('/organizations/:org/baskets/:basketId', async (c) => {
    const { services } = commerceScope(c);
    const basket = await services.baskets.get(c.var.shopper, c.req.param('basketId'));
    personal(c);
    return c.json(basket);
  })
  .patch('/organizations/:org/baskets/:basketId', async (c) => {
    const { services } = commerceScope(c);
    const body = await jsonBody(c, UpdateBasketSchema);
    const basket = await services.baskets.updateBasket(shopperOf(c), c.req.param('basketId'), body);
    personal(c);
    return c.json(basket);
  })
  .put('/organizations/:org/baskets/:basketId/customer', async (c) => {
    const { services } = commerceScope(c);
    const body = await jsonBody(c, UpdateCustomerSchema);
    const basket = await services.baskets.updateCustomer(shopperOf(c), c.req.param('basketId'), body);
    personal(c);
    return c.json(basket);
  })
  .post('/organizations/:org/baskets/:basketId/shipments', async (c) => {
    const { services } = commerceScope(c);
    const body = await jsonBody(c, CreateShipmentSchema);
    const basket = await services.baskets.createShipment(shopperOf(c), c.req.param('basketId'), body);
    personal(c);
    return c.json(basket);
  })
  .patch('/organizations/:org/baskets/:basketId/shipments/:shipmentId', async (c) => {
    const { services } = commerceScope(c);
    const body = await jsonBody(c, UpdateShipmentSchema);
    const basket = await services.baskets.updateShipment(shopperOf(c), c.req.param('basketId'), c.req.param('shipmentId'), body);
    personal(c);
    return c.json(basket);
  })
  .post('/organizations/:org/baskets/:basketId/items', async (c) => {
    const { services } = commerceScope(c);
    const body = await jsonBody(c, AddItemsSchema);
    const basket = await services.baskets.addItems(shopperOf(c), c.req.param('basketId'), body);
    personal(c);
    return c.json(basket);
  })
  .patch('/organizations/:org/baskets/:basketId/items/:itemId', async (c) => {
    const { services } = commerceScope(c);
    const body = await jsonBody(c, UpdateItemSchema);
    const basket = await services.baskets.updateItem(shopperOf(c), c.req.param('basketId'), c.req.param('itemId'), body);
    personal(c);
    return c.json(basket);
  })
  .delete('/organizations/:org/baskets/:basketId/items/:itemId', async (c) => {
    const { services } = commerceScope(c);
    const basket = await services.baskets.removeItem(shopperOf(c), c.req.param('basketId'), c.req.param('itemId'));
    personal(c);
    return c.json(basket);
  });
