import { Hono, type Context } from 'hono';
import { array, assign, pattern, size, string, type } from 'superstruct';
import { MAX_BASKET_LINES } from '../../../shared/cart/basket';
import type { AppEnv } from '../../env';
import { ensureShopper } from '../../middleware/shopper-session';
import { AddItemsSchema, CreateBasketSchema, UpdateBasketSchema, UpdateCustomerSchema, UpdateItemSchema } from '../../commerce/basket/basket-schemas';
import { BadRequestError } from '../../errors';
import { commerceScope } from './commerce-scope';
import { jsonBody } from './json-body';
import { basketResponse, personal, shopperOf } from './scapi/basket-response';
import { fromScapiShipmentId } from './scapi/shipments';
import { shopperBasketPaymentsApi } from './shopper-basket-payments';
import { shopperBasketShipmentsApi } from './shopper-basket-shipments';

/** updateItemsInBasket (v2): several item changes, each with its item id. */
const UpdateItemsSchema = size(array(assign(UpdateItemSchema, type({ itemId: pattern(string(), /^[A-Za-z0-9._-]{1,64}$/) }))), 1, MAX_BASKET_LINES);

/** Item bodies name the default shipment "me" (SCAPI); the engine calls it "delivery". */
function withEngineShipmentIds<T extends { shipmentId?: string }>(items: T[]): T[] {
  return items.map((item) => (item.shipmentId ? { ...item, shipmentId: fromScapiShipmentId(item.shipmentId) } : item));
}

function basketIdOf(c: Context<AppEnv>): string {
  return c.req.param('basketId') ?? '';
}

/**
 * Shopper Baskets (document 1 §7) at /checkout/shopper-baskets/{v1,v2}/organizations/{org}/baskets…,
 * in the SCAPI Basket shape (decimal money, "me" for the default shipment). A basket id that is
 * not the caller's is a 404. Shipments and the payment steps are in the two routers mounted last.
 */
const basketsCore = new Hono<AppEnv>()
  .post('/organizations/:org/baskets', async (c) => {
    const scope = commerceScope(c);
    const body = await jsonBody(c, CreateBasketSchema);
    const shopper = await ensureShopper(c);
    // As SCAPI does, a registered shopper's basket carries the account's e-mail from the start.
    const email = body.customerInfo?.email ?? (shopper.type === 'registered' ? (shopper.email ?? undefined) : undefined);
    let basket = await scope.services.baskets.create(shopper, { currency: body.currency, email });
    // SCAPI baskets start with their default shipment ("me"), which checkout clients address directly.
    if (!basket.shipments.length) basket = await scope.services.baskets.createShipment(shopper, basket.basketId, { c_shipmentType: 'delivery' });
    return basketResponse(c, scope, basket, 201);
  })
  .post('/organizations/:org/baskets/actions/merge', async (c) => {
    const scope = commerceScope(c);
    const flag = c.req.query('createDestinationBasket');
    if (flag !== undefined && flag !== 'true' && flag !== 'false') throw new BadRequestError('createDestinationBasket must be true or false');
    // The storefront merges a guest's baskets at sign-in; a SLAS sign-in names no previous guest here.
    const basket = await scope.services.baskets.merge(await ensureShopper(c), null, flag === 'true');
    return basketResponse(c, scope, basket);
  })
  .get('/organizations/:org/baskets/:basketId', async (c) => {
    const scope = commerceScope(c);
    return basketResponse(c, scope, await scope.services.baskets.get(c.var.shopper, basketIdOf(c)));
  })
  .patch('/organizations/:org/baskets/:basketId', async (c) => {
    const scope = commerceScope(c);
    const body = await jsonBody(c, UpdateBasketSchema);
    return basketResponse(c, scope, await scope.services.baskets.updateBasket(shopperOf(c), basketIdOf(c), body));
  })
  .delete('/organizations/:org/baskets/:basketId', async (c) => {
    const { services } = commerceScope(c);
    await services.baskets.deleteBasket(shopperOf(c), basketIdOf(c));
    personal(c);
    return c.body(null, 204);
  })
  .put('/organizations/:org/baskets/:basketId/customer', async (c) => {
    const scope = commerceScope(c);
    const body = await jsonBody(c, UpdateCustomerSchema);
    return basketResponse(c, scope, await scope.services.baskets.updateCustomer(shopperOf(c), basketIdOf(c), body));
  })
  .post('/organizations/:org/baskets/:basketId/items', async (c) => {
    const scope = commerceScope(c);
    const body = await jsonBody(c, AddItemsSchema);
    return basketResponse(c, scope, await scope.services.baskets.addItems(shopperOf(c), basketIdOf(c), withEngineShipmentIds(body)));
  })
  .patch('/organizations/:org/baskets/:basketId/items', async (c) => {
    const scope = commerceScope(c);
    const body = await jsonBody(c, UpdateItemsSchema);
    const shopper = shopperOf(c);
    // One change at a time through the same engine call as updateItemInBasket.
    let basket = await scope.services.baskets.get(shopper, basketIdOf(c));
    for (const { itemId, ...change } of withEngineShipmentIds(body)) basket = await scope.services.baskets.updateItem(shopper, basket.basketId, itemId, change);
    return basketResponse(c, scope, basket);
  })
  .patch('/organizations/:org/baskets/:basketId/items/:itemId', async (c) => {
    const scope = commerceScope(c);
    const [body] = withEngineShipmentIds([await jsonBody(c, UpdateItemSchema)]);
    return basketResponse(c, scope, await scope.services.baskets.updateItem(shopperOf(c), basketIdOf(c), c.req.param('itemId'), body!));
  })
  .delete('/organizations/:org/baskets/:basketId/items/:itemId', async (c) => {
    const scope = commerceScope(c);
    return basketResponse(c, scope, await scope.services.baskets.removeItem(shopperOf(c), basketIdOf(c), c.req.param('itemId')));
  });

export const shopperBasketsApi = new Hono<AppEnv>().route('/', basketsCore).route('/', shopperBasketShipmentsApi).route('/', shopperBasketPaymentsApi);
