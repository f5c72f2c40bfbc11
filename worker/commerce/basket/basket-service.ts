/**
 * The basket engine (document 1 §3, §4, §7): one basket per shopper and site, its shipments
 * (delivery and pickup) and lines, totals in minor units. Every change is one D1 batch ending
 * with the stock guard, so a change over the stock limit is never half-written, even in a race.
 */
import { DELIVERY_SHIPMENT_ID, STANDARD_SHIPPING_METHOD, defaultShipmentId, type Basket, type ShipmentType } from '../../../shared/cart/basket';
import type { AddToCartRequest } from '../../../shared/cart/add-to-cart';
import { QUANTITY_EXCEEDS_STOCK, exceedsStock, stockLimit } from '../../../shared/cart/stock-rules';
import { PART_NOT_AVAILABLE, orderableAllows } from '../../../shared/cart/orderable';
import { isWholePacks, packQuantityMessage } from '../../../shared/cart/pack-quantity';
import { resolvePrice } from '../../../shared/pricing/price-rules';
import type { SiteConfig } from '../../../shared/sites/config';
import * as repo from '../../data/repos/baskets-repo';
import { BadRequestError, NotFoundError } from '../../errors';
import type { Shopper } from '../customer/shopper';
import type { AddItemInput, CreateShipmentInput, UpdateItemInput, UpdateShipmentInput } from './basket-schemas';
import { shapeBasket } from './basket-shape';
import { planAdd, type AddRequestLine } from './plan-add';
import { runBasketBatch } from './run-batch';

export interface BasketScope {
  db: D1Database;
  site: SiteConfig;
  lang: string;
  now?: () => number;
}

const BASKET_NOT_FOUND = 'Basket not found';

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The basket service bound to one site and language. */
export function createBasketService({ db, site, lang, now = Date.now }: BasketScope) {
  const onlineList = `online-${site.l10n.country.toLowerCase()}`;
  const country = site.l10n.country;

  /** The basket as it is now: row, shipments and lines read in one round trip. */
  async function load(row: repo.BasketRow): Promise<Basket> {
    const fresh = await repo.readBasket(db, row.basket_id, row.customer_id, lang, onlineList);
    return shapeBasket(fresh.basket ?? row, fresh.shipments, fresh.lines);
  }

  /** The shopper's basket with its shipments and lines (one round trip); a 404 when not theirs. */
  async function readOwned(shopper: Shopper | null, basketId: string) {
    const read = shopper ? await repo.readBasket(db, basketId, shopper.customerId, lang, onlineList) : null;
    if (!read?.basket || read.basket.site_id !== site.id) throw new NotFoundError(BASKET_NOT_FOUND);
    return { row: read.basket, shipments: read.shipments, lines: read.lines };
  }

  /** The basket by id when the shopper owns it on this site; anything else is a 404. */
  async function owned(shopper: Shopper | null, basketId: string): Promise<repo.BasketRow> {
    const row = shopper ? await repo.findOwnedBasket(db, basketId, shopper.customerId) : null;
    if (!row || row.site_id !== site.id) throw new NotFoundError(BASKET_NOT_FOUND);
    return row;
  }

  async function pickupStoreList(storeId: string | null | undefined): Promise<string> {
    if (country !== 'CA') throw new BadRequestError('Pickup is offered on the Canadian site only');
    if (!storeId) throw new BadRequestError('c_fromStoreId is required for pickup');
    const list = await repo.findStoreInventoryList(db, storeId, country);
    if (!list) throw new BadRequestError(`Unknown store: ${storeId}`);
    return list;
  }

  async function productsFor(ids: readonly string[], storeList: string | null): Promise<Map<string, repo.ProductForBasketRow>> {
    const rows = await repo.getProductsForBasket(db, ids, site.l10n.defaultCurrency, onlineList, storeList);
    const variants = rows.filter((r) => r.type === 'master' && r.variant_count === 1 && r.one_variant_id).map((r) => r.one_variant_id!);
    const more = variants.length ? await repo.getProductsForBasket(db, variants, site.l10n.defaultCurrency, onlineList, storeList) : [];
    return new Map([...rows, ...more].map((r) => [r.id, r]));
  }

  async function current(shopper: Shopper | null): Promise<Basket | null> {
    if (!shopper) return null;
    const row = await repo.findBasketOfCustomer(db, shopper.customerId, site.id);
    return row ? load(row) : null;
  }

  /** createBasket: the shopper's one basket, created when missing (a second create returns it). */
  async function create(shopper: Shopper, input: { currency?: string; email?: string } = {}): Promise<Basket> {
    const currency = input.currency ?? site.l10n.defaultCurrency;
    if (!site.l10n.supportedCurrencies.includes(currency as never)) throw new BadRequestError(`Currency ${currency} is not sold on ${site.id}`);
    await repo.insertBasketIfMissing(db, { basket_id: newId(), customer_id: shopper.customerId, site_id: site.id, currency: currency as 'CAD' | 'USD', created_at: now() });
    const row = (await repo.findBasketOfCustomer(db, shopper.customerId, site.id))!;
    if (input.email !== undefined && input.email !== row.email) await repo.updateBasketFieldsStatement(db, row.basket_id, { email: input.email.trim() }, now()).run();
    return load((await repo.findBasketOfCustomer(db, shopper.customerId, site.id))!);
  }

  async function updateBasket(shopper: Shopper, basketId: string, input: { currency: string }): Promise<Basket> {
    const row = await owned(shopper, basketId);
    if (!site.l10n.supportedCurrencies.includes(input.currency as never)) throw new BadRequestError(`Currency ${input.currency} is not sold on ${site.id}`);
    await repo.updateBasketFieldsStatement(db, row.basket_id, { currency: input.currency }, now()).run();
    return load(row);
  }

  async function updateCustomer(shopper: Shopper, basketId: string, input: { email: string }): Promise<Basket> {
    const row = await owned(shopper, basketId);
    await repo.updateBasketFieldsStatement(db, row.basket_id, { email: input.email.trim() }, now()).run();
    return load(row);
  }

  /** A statement creating the shipment of a type when the basket lacks it (delivery gets 'standard'). */
  function shipmentStatement(basketId: string, shipmentId: string, type: ShipmentType, storeId: string | null, method?: string): D1PreparedStatement {
    return repo.insertShipmentStatement(db, {
      basketId,
      shipmentId,
      type,
      method: method ?? (type === 'delivery' ? STANDARD_SHIPPING_METHOD : null),
      storeId: type === 'pickup' ? storeId : null,
      now: now(),
    });
  }

  async function createShipment(shopper: Shopper, basketId: string, input: CreateShipmentInput): Promise<Basket> {
    const row = await owned(shopper, basketId);
    const type = input.c_shipmentType;
    if (type === 'pickup') await pickupStoreList(input.c_fromStoreId);
    else if (input.c_fromStoreId) throw new BadRequestError('c_fromStoreId is for pickup shipments only');
    const shipmentId = input.shipmentId ?? defaultShipmentId(type);
    const existing = (await repo.listShipments(db, row.basket_id)).find((s) => s.shipment_id === shipmentId);
    if (existing) throw new BadRequestError(`Shipment ${shipmentId} already exists`);
    await runBasketBatch(db, [shipmentStatement(row.basket_id, shipmentId, type, input.c_fromStoreId ?? null, input.shippingMethod?.id), repo.touchBasketStatement(db, row.basket_id, now())]);
    return load(row);
  }

  async function updateShipment(shopper: Shopper, basketId: string, shipmentId: string, input: UpdateShipmentInput): Promise<Basket> {
    const row = await owned(shopper, basketId);
    const shipment = (await repo.listShipments(db, row.basket_id)).find((s) => s.shipment_id === shipmentId);
    if (!shipment) throw new NotFoundError('Shipment not found');
    const statements: D1PreparedStatement[] = [];
    const checks: repo.StockCheck[] = [];
    if (input.c_fromStoreId !== undefined) {
      if (shipment.shipment_type !== 'pickup') throw new BadRequestError('c_fromStoreId is for pickup shipments only');
      const list = await pickupStoreList(input.c_fromStoreId);
      // A new store changes the pickup limit of the shipment's lines: check them against it.
      const lines = (await repo.listLines(db, row.basket_id, lang, onlineList)).filter((l) => l.shipment_id === shipmentId);
      const products = await repo.getProductsForBasket(db, lines.map((l) => l.product_id), site.l10n.defaultCurrency, onlineList, list);
      for (const p of products) checks.push({ productId: p.id, type: 'pickup', limit: stockLimit('pickup', { onlineAts: p.online_ats, storeAts: p.store_ats }) });
    }
    statements.push(
      repo.updateShipmentStatement(db, row.basket_id, shipmentId, {
        method: input.shippingMethod === undefined ? undefined : input.shippingMethod.id,
        storeId: input.c_fromStoreId,
        address: input.shippingAddress === undefined ? undefined : input.shippingAddress === null ? null : JSON.stringify(input.shippingAddress),
      }),
      repo.touchBasketStatement(db, row.basket_id, now()),
    );
    if (checks.length) statements.push(repo.stockGuardStatement(db, row.basket_id, checks));
    await runBasketBatch(db, statements);
    return load(row);
  }

  /** addItemToBasket: a list of items, all added or none (document 1 §4 steps 1 and 6). */
  async function addItems(shopper: Shopper, basketId: string, items: readonly AddItemInput[]): Promise<Basket> {
    const { row, shipments, lines: existing } = await readOwned(shopper, basketId);
    const statements: D1PreparedStatement[] = [];
    const newShipments = new Map<string, { type: ShipmentType; storeId: string | null }>();
    let storeId: string | null = null;
    const requests: AddRequestLine[] = items.map((item) => {
      // Set members always go to delivery (document 1 §5 Set members).
      let type: ShipmentType = item.c_isFromSet ? 'delivery' : (item.c_shipmentType ?? 'delivery');
      let shipmentId = item.c_isFromSet ? DELIVERY_SHIPMENT_ID : (item.shipmentId ?? defaultShipmentId(type));
      const known = shipments.find((s) => s.shipment_id === shipmentId);
      if (known) {
        type = known.shipment_type;
        if (type === 'pickup') storeId ??= known.from_store_id;
      } else if (item.shipmentId && !item.c_shipmentType && !item.c_isFromSet) {
        throw new BadRequestError(`Unknown shipment: ${item.shipmentId}`);
      } else {
        if (type === 'pickup') storeId ??= item.c_fromStoreId ?? null;
        newShipments.set(shipmentId, { type, storeId: type === 'pickup' ? (item.c_fromStoreId ?? null) : null });
      }
      if (type === 'pickup' && item.c_fromStoreId && storeId && item.c_fromStoreId !== storeId) throw new BadRequestError('One request picks up from one store');
      const vehicle = item.c_vehicleDetails == null || item.c_vehicleDetails === '' ? null : typeof item.c_vehicleDetails === 'string' ? item.c_vehicleDetails : JSON.stringify(item.c_vehicleDetails);
      shipmentId = shipmentId.trim();
      return { productId: item.productId, quantity: item.quantity, shipmentId, type, isFromSet: item.c_isFromSet === true, vehicle };
    });
    const storeList = requests.some((r) => r.type === 'pickup') ? await pickupStoreList(storeId) : null;
    const products = await productsFor(requests.map((r) => r.productId), storeList);
    const plan = planAdd(requests, products, existing);
    for (const [shipmentId, s] of newShipments) statements.push(shipmentStatement(row.basket_id, shipmentId, s.type, s.storeId ?? storeId));
    const time = now();
    for (const line of plan.lines) {
      statements.push(
        repo.upsertItemStatement(db, {
          itemId: newId(),
          basketId: row.basket_id,
          shipmentId: line.shipmentId,
          productId: line.itemProductId,
          quantity: line.quantity,
          price: line.regularPrice,
          isFromSet: line.isFromSet,
          vehicle: line.vehicle,
          now: time,
        }),
      );
    }
    const prices = new Map(plan.lines.map((l) => [l.itemProductId, l.regularPrice]));
    for (const [productId, price] of prices) statements.push(repo.repriceStatement(db, row.basket_id, productId, row.currency, price));
    statements.push(repo.touchBasketStatement(db, row.basket_id, time), repo.stockGuardStatement(db, row.basket_id, plan.checks));
    await runBasketBatch(db, statements);
    return load(row);
  }

  /** updateItemInBasket: quantity (0 removes) and/or a move to another shipment. */
  async function updateItem(shopper: Shopper, basketId: string, itemId: string, input: UpdateItemInput): Promise<Basket> {
    const { row, shipments, lines } = await readOwned(shopper, basketId);
    const line = lines.find((l) => l.item_id === itemId);
    if (!line) throw new NotFoundError('Item not found');
    if (input.productId && input.productId !== line.product_id) throw new BadRequestError('productId does not match the item');
    if (input.quantity === 0) return removeItem(shopper, basketId, itemId);
    const quantity = input.quantity ?? line.quantity;
    const statements: D1PreparedStatement[] = [];
    let target = shipments.find((s) => s.shipment_id === line.shipment_id)!;
    if (input.shipmentId || input.c_shipmentType) {
      const wantedId = input.shipmentId ?? defaultShipmentId(input.c_shipmentType!);
      const found = shipments.find((s) => s.shipment_id === wantedId);
      if (found) target = found;
      else if (!input.c_shipmentType) throw new BadRequestError(`Unknown shipment: ${wantedId}`);
      else {
        const store = input.c_shipmentType === 'pickup' ? (input.c_fromStoreId ?? shipments.find((s) => s.shipment_type === 'pickup')?.from_store_id ?? null) : null;
        target = { basket_id: row.basket_id, shipment_id: wantedId, shipment_type: input.c_shipmentType, shipping_method: null, from_store_id: store, shipping_address: null };
        statements.push(shipmentStatement(row.basket_id, wantedId, input.c_shipmentType, store));
      }
      if (line.is_from_set && target.shipment_type === 'pickup') throw new BadRequestError('Set members ship by delivery only');
    }
    const storeList = target.shipment_type === 'pickup' ? await pickupStoreList(target.from_store_id) : null;
    const product = (await repo.getProductsForBasket(db, [line.product_id], site.l10n.defaultCurrency, onlineList, storeList))[0];
    if (!product || product.sale_minor === null || product.list_minor === null) throw new BadRequestError(`Product ${line.product_id} is not sold on this site`);
    // A pair or set changes by whole packs only (decision 288).
    if (!isWholePacks(quantity, product.pack_quantity)) throw new BadRequestError(packQuantityMessage(product.pack_quantity, quantity));
    const limit = stockLimit(target.shipment_type, { onlineAts: product.online_ats, storeAts: product.store_ats });
    const others = lines
      .filter((l) => l.item_id !== itemId && l.product_id === line.product_id && (l.shipment_id === target.shipment_id ? true : l.shipment_type === target.shipment_type))
      .reduce((sum, l) => sum + l.quantity, 0);
    // Only an increase (or a move) is held to the limit: lowering a quantity is always allowed.
    const moving = target.shipment_id !== line.shipment_id;
    // A part that may no longer be sold can be lowered or removed, never raised or moved (decision 262).
    if ((moving || quantity > line.quantity) && !orderableAllows({ type: product.type, orderable: product.orderable === 1 })) throw new BadRequestError(PART_NOT_AVAILABLE);
    if ((moving || quantity > line.quantity) && exceedsStock(others, quantity, limit)) throw new BadRequestError(QUANTITY_EXCEEDS_STOCK);
    const twin = moving ? lines.find((l) => l.shipment_id === target.shipment_id && l.product_id === line.product_id && l.is_from_set === line.is_from_set) : undefined;
    if (twin) {
      statements.push(repo.deleteItemStatement(db, row.basket_id, itemId), repo.setItemQuantityStatement(db, row.basket_id, twin.item_id, twin.quantity + quantity));
    } else {
      if (moving) statements.push(repo.moveItemStatement(db, row.basket_id, itemId, target.shipment_id));
      statements.push(repo.setItemQuantityStatement(db, row.basket_id, itemId, quantity));
    }
    const regular = resolvePrice({ list: product.list_minor, sale: product.sale_minor, promotion: product.promotion_minor }).price;
    statements.push(repo.repriceStatement(db, row.basket_id, line.product_id, row.currency, regular), repo.touchBasketStatement(db, row.basket_id, now()));
    if (moving || quantity > line.quantity) statements.push(repo.stockGuardStatement(db, row.basket_id, [{ productId: line.product_id, type: target.shipment_type, limit }]));
    await runBasketBatch(db, statements);
    return load(row);
  }

  async function removeItem(shopper: Shopper, basketId: string, itemId: string): Promise<Basket> {
    const row = await owned(shopper, basketId);
    const [result] = await db.batch([repo.deleteItemStatement(db, row.basket_id, itemId), repo.touchBasketStatement(db, row.basket_id, now())]);
    if (!result!.meta.changes) throw new NotFoundError('Item not found');
    return load(row);
  }

  /** deleteBasket: the basket, its shipments and lines go (the shopper's next basket is a new one). */
  async function deleteBasket(shopper: Shopper, basketId: string): Promise<void> {
    const row = await owned(shopper, basketId);
    await runBasketBatch(db, repo.deleteBasketStatements(db, row.basket_id));
  }

  /**
   * mergeBasket: moves the lines of another customer's basket (the guest's, at sign-in) into this
   * shopper's basket, creating it when asked, then deletes the source basket.
   */
  async function merge(shopper: Shopper, fromCustomerId: string | null, createDestinationBasket: boolean): Promise<Basket> {
    const source = fromCustomerId && fromCustomerId !== shopper.customerId ? await repo.findBasketOfCustomer(db, fromCustomerId, site.id) : null;
    let destination = await repo.findBasketOfCustomer(db, shopper.customerId, site.id);
    if (!destination) {
      if (!createDestinationBasket) throw new NotFoundError(BASKET_NOT_FOUND);
      await create(shopper);
      destination = (await repo.findBasketOfCustomer(db, shopper.customerId, site.id))!;
    }
    if (source) await runBasketBatch(db, [...repo.mergeLinesStatements(db, source.basket_id, destination.basket_id, now()), ...repo.deleteBasketStatements(db, source.basket_id)]);
    return load(destination);
  }

  /**
   * The storefront's add to cart (document 1 §4): get or create the basket, align its currency,
   * set a registered shopper's e-mail, find or create (or update) the shipment, add the lines.
   */
  async function addToCart(shopper: Shopper, request: AddToCartRequest): Promise<{ basket: Basket; addedItemIds: string[] }> {
    // Steps 2–5 on the basket row only: the full basket is read once, by addItems.
    let row = await repo.findBasketOfCustomer(db, shopper.customerId, site.id);
    if (!row) {
      await repo.insertBasketIfMissing(db, { basket_id: newId(), customer_id: shopper.customerId, site_id: site.id, currency: site.l10n.defaultCurrency, created_at: now() });
      row = (await repo.findBasketOfCustomer(db, shopper.customerId, site.id))!;
    }
    const fields: { currency?: string; email?: string } = {};
    if (row.currency !== site.l10n.defaultCurrency) fields.currency = site.l10n.defaultCurrency;
    if (shopper.type === 'registered' && shopper.email && row.email !== shopper.email) fields.email = shopper.email;
    if (fields.currency || fields.email) await repo.updateBasketFieldsStatement(db, row.basket_id, fields, now()).run();
    if (request.shipmentType === 'pickup' && request.storeId) {
      const pickup = (await repo.listShipments(db, row.basket_id)).find((s) => s.shipment_type === 'pickup');
      if (pickup && pickup.from_store_id !== request.storeId) await updateShipment(shopper, row.basket_id, pickup.shipment_id, { c_fromStoreId: request.storeId });
    }
    const items: AddItemInput[] = request.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      c_shipmentType: line.isFromSet ? 'delivery' : request.shipmentType,
      c_fromStoreId: request.shipmentType === 'pickup' && !line.isFromSet ? request.storeId : undefined,
      c_isFromSet: line.isFromSet,
      c_vehicleDetails: request.vehicle ? JSON.stringify(request.vehicle) : null,
    }));
    const basket = await addItems(shopper, row.basket_id, items);
    const added = new Set(request.lines.map((l) => l.productId));
    const addedItemIds = basket.productItems.filter((i) => added.has(i.productId) && (i.c_isFromSet || i.c_shipmentType === request.shipmentType)).map((i) => i.itemId);
    return { basket, addedItemIds };
  }

  /**
   * The selected store changed (document 1 §4, document 2 §4): the basket's pickup shipment
   * follows it (updateShipmentForBasket with c_fromStoreId). Without a basket or a pickup
   * shipment nothing changes; a store short of a pickup line's quantity refuses the whole change
   * with the stock rule's message, and the pickup shipment stays where it was (decision 140).
   */
  async function followSelectedStore(shopper: Shopper | null, storeId: string): Promise<Basket | null> {
    const row = shopper ? await repo.findBasketOfCustomer(db, shopper.customerId, site.id) : null;
    if (!shopper || !row) return null;
    const pickup = (await repo.listShipments(db, row.basket_id)).find((s) => s.shipment_type === 'pickup');
    if (!pickup || pickup.from_store_id === storeId) return load(row);
    return updateShipment(shopper, row.basket_id, pickup.shipment_id, { c_fromStoreId: storeId });
  }

  return {
    current,
    followSelectedStore,
    /** The id of the shopper's basket on this site, or null (no lines read). */
    currentId: async (shopper: Shopper | null) => (shopper ? ((await repo.findBasketOfCustomer(db, shopper.customerId, site.id))?.basket_id ?? null) : null),
    get: async (shopper: Shopper | null, basketId: string) => {
      const read = await readOwned(shopper, basketId);
      return shapeBasket(read.row, read.shipments, read.lines);
    },
    create,
    updateBasket,
    updateCustomer,
    createShipment,
    updateShipment,
    addItems,
    updateItem,
    removeItem,
    deleteBasket,
    merge,
    addToCart,
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
