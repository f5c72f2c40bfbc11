import { Hono, type Context } from 'hono';
import { createWishlistService, type ListWithItems } from '../../commerce/wishlist/wishlist-service';
import { CreateProductListItemSchema, CreateProductListSchema, UpdateProductListItemSchema } from '../../commerce/wishlist/wishlist-schemas';
import type { ProductListItemRow } from '../../data/repos/wishlist-repo';
import type { AppEnv } from '../../env';
import { AppError } from '../../errors';
import { commerceScope } from './commerce-scope';
import { jsonBody } from './json-body';

function personal(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
}

/**
 * The path's customer, checked against the access token's (document 1 §3: "me" names the caller).
 * Another customer's id is a 403 that says nothing about that customer; a guest has no lists here.
 */
function customerOf(c: Context<AppEnv>): string {
  const shopper = c.var.shopper;
  if (!shopper) throw new AppError(401, 'An access token is required', 'unauthorized');
  const requested = c.req.param('customerId');
  if (requested !== 'me' && requested !== shopper.customerId) throw new AppError(403, 'The customer in the path does not match the access token', 'forbidden');
  if (shopper.type !== 'registered') throw new AppError(403, 'Product lists need a registered customer', 'forbidden');
  return shopper.customerId;
}

/** Whether the path's customer is the caller ("me" or its own id). */
function isOwnPath(c: Context<AppEnv>): boolean {
  const requested = c.req.param('customerId');
  return requested === 'me' || requested === c.var.shopper?.customerId;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** CustomerProductListItem (commerce-sdk-isomorphic ShopperCustomers). */
function itemShape(row: ProductListItemRow) {
  return {
    id: row.item_id,
    productId: row.product_id,
    quantity: row.quantity,
    priority: row.priority,
    public: row.public === 1,
    purchasedQuantity: 0,
    type: row.type,
  };
}

/** CustomerProductList: the wish list and its items. */
function listShape({ list, items }: ListWithItems) {
  const lastModified = items.reduce((latest, item) => Math.max(latest, item.created_at), list.created_at);
  return {
    id: list.list_id,
    type: list.type,
    public: false,
    creationDate: iso(list.created_at),
    lastModified: iso(lastModified),
    customerProductListItems: items.map(itemShape),
  };
}

const LIST = '/organizations/:org/customers/:customerId/product-lists';

/**
 * Shopper Customers product lists (document 1 §7: createCustomerProductList, the wish-list item
 * create and delete, customer product lists) at /customer/shopper-customers/v1/…, in the SDK's
 * shapes, over the same wish-list engine as /api/wishlist.
 */
export const shopperCustomerProductListsApi = new Hono<AppEnv>()
  .get(LIST, async (c) => {
    commerceScope(c);
    personal(c);
    // A guest has no lists: SCAPI answers an empty result (writes still need a registered customer).
    if (c.var.shopper?.type === 'guest' && isOwnPath(c)) return c.json({ data: [], limit: 0, total: 0 });
    const lists = await createWishlistService(c.env.DB).lists(customerOf(c));
    return c.json({ data: lists.map(listShape), limit: lists.length, total: lists.length });
  })
  .post(LIST, async (c) => {
    commerceScope(c);
    const customerId = customerOf(c);
    await jsonBody(c, CreateProductListSchema);
    // One wish list per customer: asking again answers the existing list (200) instead of a second one.
    const { found, created } = await createWishlistService(c.env.DB).createList(customerId);
    personal(c);
    return c.json(listShape(found), created ? 201 : 200);
  })
  .get(`${LIST}/:listId`, async (c) => {
    commerceScope(c);
    const found = await createWishlistService(c.env.DB).getList(customerOf(c), c.req.param('listId'));
    personal(c);
    return c.json(listShape(found));
  })
  .post(`${LIST}/:listId/items`, async (c) => {
    commerceScope(c);
    const customerId = customerOf(c);
    const body = await jsonBody(c, CreateProductListItemSchema);
    const { outcome, item } = await createWishlistService(c.env.DB).addItem(customerId, c.req.param('listId'), {
      productId: body.productId,
      quantity: body.quantity,
      priority: body.priority,
      isPublic: body.public,
    });
    personal(c);
    // A product already in the list keeps its item: answered as it is, nothing changed.
    return c.json(itemShape(item), outcome === 'added' ? 201 : 200);
  })
  .get(`${LIST}/:listId/items/:itemId`, async (c) => {
    commerceScope(c);
    const item = await createWishlistService(c.env.DB).getItem(customerOf(c), c.req.param('listId'), c.req.param('itemId'));
    personal(c);
    return c.json(itemShape(item));
  })
  .patch(`${LIST}/:listId/items/:itemId`, async (c) => {
    commerceScope(c);
    const customerId = customerOf(c);
    const body = await jsonBody(c, UpdateProductListItemSchema);
    const item = await createWishlistService(c.env.DB).updateItem(customerId, c.req.param('listId'), c.req.param('itemId'), {
      quantity: body.quantity,
      priority: body.priority,
      isPublic: body.public,
    });
    personal(c);
    return c.json(itemShape(item));
  })
  .delete(`${LIST}/:listId/items/:itemId`, async (c) => {
    commerceScope(c);
    await createWishlistService(c.env.DB).removeItem(customerOf(c), c.req.param('listId'), c.req.param('itemId'));
    personal(c);
    return c.body(null, 204);
  });
