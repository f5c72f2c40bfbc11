/**
 * Shopper Baskets shipments (v1 and v2): create and update a shipment, its shipping address and
 * method, and the methods it can take. "me" names the default (delivery) shipment. Addresses follow
 * the checkout's field rules; a method must be the one its shipment type takes.
 */
import { Hono, type Context } from 'hono';
import { nullable, optional, size, string, type } from 'superstruct';
import { checkoutAddressOf } from '../../commerce/basket-checkout/order-address';
import { CreateShipmentSchema } from '../../commerce/basket/basket-schemas';
import type { AppEnv } from '../../env';
import { BadRequestError, NotFoundError } from '../../errors';
import { commerceScope } from './commerce-scope';
import { jsonBody } from './json-body';
import { basketCheckout, basketResponse, personal, shopperOf } from './scapi/basket-response';
import { scapiText } from './scapi/scapi-text';
import { fromScapiShipmentId, methodIdFor, shippingMethodsFor, toScapiShipmentId } from './scapi/shipments';

const text = (max: number) => optional(nullable(size(string(), 0, max)));

/** SCAPI's OrderAddress (extra fields such as fullName or id pass and are dropped). */
export const OrderAddressSchema = type({
  firstName: text(200),
  lastName: text(200),
  address1: text(200),
  address2: text(200),
  city: text(200),
  stateCode: text(10),
  postalCode: text(20),
  countryCode: text(2),
  phone: text(40),
});

const ShippingMethodSchema = type({ id: size(string(), 1, 64) });

const ShipmentBodySchema = type({
  shipmentId: optional(size(string(), 1, 64)),
  c_shipmentType: optional(string()),
  c_fromStoreId: optional(nullable(size(string(), 1, 64))),
  shippingMethod: optional(ShippingMethodSchema),
  shippingAddress: optional(OrderAddressSchema),
});

const flag = (c: Context<AppEnv>, name: string) => {
  const value = c.req.query(name);
  if (value !== undefined && value !== 'true' && value !== 'false') throw new BadRequestError(`${name} must be true or false`);
  return value === 'true';
};

const BASKET = '/organizations/:org/baskets/:basketId';
const SHIPMENT = `${BASKET}/shipments/:shipmentId`;

function ids(c: Context<AppEnv>) {
  return { basketId: c.req.param('basketId') ?? '', shipmentId: fromScapiShipmentId(c.req.param('shipmentId') ?? '') };
}

export const shopperBasketShipmentsApi = new Hono<AppEnv>()
  .post(`${BASKET}/shipments`, async (c) => {
    const scope = commerceScope(c);
    const body = await jsonBody(c, ShipmentBodySchema);
    const shopper = shopperOf(c);
    // SCAPI clients name no shipment type: a store to pick up from makes it a pickup shipment.
    const shipmentType = body.c_shipmentType ?? (body.c_fromStoreId ? 'pickup' : 'delivery');
    const input = CreateShipmentSchema.create({
      c_shipmentType: shipmentType,
      ...(body.shipmentId ? { shipmentId: fromScapiShipmentId(body.shipmentId) } : {}),
      ...(body.c_fromStoreId !== undefined ? { c_fromStoreId: body.c_fromStoreId } : {}),
      ...(body.shippingMethod ? { shippingMethod: body.shippingMethod } : {}),
    });
    let basket = await scope.services.baskets.createShipment(shopper, ids(c).basketId, input);
    if (body.shippingAddress) {
      const shipmentId = input.shipmentId ?? (shipmentType === 'pickup' ? 'pickup' : 'delivery');
      const address = checkoutAddressOf(body.shippingAddress, scope.site.l10n.country, 'shipping');
      basket = await scope.services.baskets.updateShipment(shopper, basket.basketId, shipmentId, { shippingAddress: { ...address } });
    }
    return basketResponse(c, scope, basket);
  })
  .patch(SHIPMENT, async (c) => {
    const scope = commerceScope(c);
    const body = await jsonBody(c, ShipmentBodySchema);
    const { basketId, shipmentId } = ids(c);
    if (body.shipmentId && fromScapiShipmentId(body.shipmentId) !== shipmentId) throw new BadRequestError('A shipment keeps its id');
    const address = body.shippingAddress ? checkoutAddressOf(body.shippingAddress, scope.site.l10n.country, 'shipping') : undefined;
    const basket = await scope.services.baskets.updateShipment(shopperOf(c), basketId, shipmentId, {
      ...(body.c_fromStoreId !== undefined ? { c_fromStoreId: body.c_fromStoreId } : {}),
      ...(body.shippingMethod ? { shippingMethod: body.shippingMethod } : {}),
      ...(address ? { shippingAddress: { ...address } } : {}),
    });
    return basketResponse(c, scope, basket);
  })
  .delete(SHIPMENT, (c) => {
    commerceScope(c);
    throw new BadRequestError('Shipments cannot be removed here: move or remove their items instead');
  })
  .put(`${SHIPMENT}/shipping-address`, async (c) => {
    const scope = commerceScope(c);
    const address = checkoutAddressOf(await jsonBody(c, OrderAddressSchema), scope.site.l10n.country, 'shipping');
    const useAsBilling = flag(c, 'useAsBilling');
    const { basketId, shipmentId } = ids(c);
    const shopper = shopperOf(c);
    const basket = await scope.services.baskets.updateShipment(shopper, basketId, shipmentId, { shippingAddress: { ...address } });
    if (useAsBilling) await basketCheckout(c).setBillingAddress(basket.basketId, address);
    return basketResponse(c, scope, basket);
  })
  .put(`${SHIPMENT}/shipping-method`, async (c) => {
    const scope = commerceScope(c);
    const body = await jsonBody(c, ShippingMethodSchema);
    const { basketId, shipmentId } = ids(c);
    const shopper = shopperOf(c);
    const shipment = (await scope.services.baskets.get(shopper, basketId)).shipments.find((s) => s.shipmentId === shipmentId);
    if (!shipment) throw new NotFoundError('Shipment not found');
    const allowed = methodIdFor(shipment.c_shipmentType);
    if (body.id !== allowed) throw new BadRequestError(`Unknown shipping method for shipment ${toScapiShipmentId(shipmentId)}: ${body.id.slice(0, 64)} (this shipment takes ${allowed})`);
    return basketResponse(c, scope, await scope.services.baskets.updateShipment(shopper, basketId, shipmentId, { shippingMethod: body }));
  })
  .get(`${SHIPMENT}/shipping-methods`, async (c) => {
    const scope = commerceScope(c);
    const { basketId, shipmentId } = ids(c);
    const basket = await scope.services.baskets.get(shopperOf(c), basketId);
    const shipment = basket.shipments.find((s) => s.shipmentId === shipmentId);
    if (!shipment) throw new NotFoundError('Shipment not found');
    const methods = shippingMethodsFor(shipment.c_shipmentType, basket, scapiText(scope.locale.id));
    personal(c);
    return c.json({ applicableShippingMethods: methods, defaultShippingMethodId: methods[0]!.id });
  });
