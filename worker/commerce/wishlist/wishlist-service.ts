/**
 * The wish-list engine (document 1 §3 Product list, §4 Wish list; document 2 §4 Wishlist): one list
 * of type wish_list per registered customer, created on first use; items carry quantity, priority 1,
 * public false, type product. The storefront (/api/wishlist) and the Shopper Customers product-list
 * paths both go through here, so the rules hold whichever way a shopper comes in.
 */
import type { Wishlist, WishlistAddResult } from '../../../shared/account/account-api';
import {
  deleteItem,
  deleteItemByProduct,
  ensureWishList,
  findItem,
  findItemByProduct,
  findOwnList,
  findWishList,
  insertItem,
  listItems,
  productExists,
  updateItem,
  type ProductListItemRow,
  type ProductListRow,
} from '../../data/repos/wishlist-repo';
import { AppError, NotFoundError } from '../../errors';
import type { Shopper } from '../customer/shopper';

/** Document 1 §8: removing a product that is not in the list. */
export const NOT_IN_WISHLIST_MESSAGE = 'Item Not found in Wishlist, Try removing Set Product';
export const SIGN_IN_REQUIRED_MESSAGE = 'Sign in to use the wish list.';
export const LIST_NOT_FOUND_MESSAGE = 'Product list not found';
export const ITEM_NOT_FOUND_MESSAGE = 'Product list item not found';

/** Document 1 §3: a new item is priority 1, not public, quantity 1 unless given. */
export const DEFAULT_ITEM = { quantity: 1, priority: 1, isPublic: false } as const;

function randomId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return prefix + [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The registered customer of the request; guests (and no session) get 401 with `message`. */
export function registeredCustomerId(shopper: Shopper | null, message = SIGN_IN_REQUIRED_MESSAGE): string {
  if (!shopper || shopper.type !== 'registered') throw new AppError(401, message, 'unauthorized');
  return shopper.customerId;
}

export interface ListWithItems {
  list: ProductListRow;
  items: ProductListItemRow[];
}

export function toWishlist(found: ListWithItems | null): Wishlist {
  return {
    id: found?.list.list_id ?? null,
    type: 'wish_list',
    customerProductListItems: (found?.items ?? []).map((row) => ({
      id: row.item_id,
      productId: row.product_id,
      quantity: row.quantity,
      priority: row.priority,
      public: row.public === 1,
      type: 'product' as const,
    })),
  };
}

export function createWishlistService(db: D1Database) {
  async function read(customerId: string): Promise<ListWithItems | null> {
    const list = await findWishList(db, customerId);
    return list ? { list, items: await listItems(db, list.list_id) } : null;
  }

  /** A list id of this customer, else 404 (another customer's id reads as absent, nothing leaks). */
  async function ownList(customerId: string, listId: string): Promise<ProductListRow> {
    const list = await findOwnList(db, customerId, listId);
    if (!list) throw new NotFoundError(LIST_NOT_FOUND_MESSAGE);
    return list;
  }

  async function requireProduct(productId: string): Promise<void> {
    if (!(await productExists(db, productId))) throw new NotFoundError(`Product not found: ${productId}`);
  }

  /** Adds a catalog product to a list; 'already' when the product is in it (the existing item is left unchanged). */
  async function addToList(
    list: ProductListRow,
    input: { productId: string; quantity?: number; priority?: number; isPublic?: boolean },
  ): Promise<{ outcome: 'added' | 'already'; item: ProductListItemRow }> {
    const present = await findItemByProduct(db, list.list_id, input.productId);
    if (present) return { outcome: 'already', item: present };
    const added = await insertItem(db, {
      listId: list.list_id,
      itemId: randomId('i'),
      productId: input.productId,
      quantity: input.quantity ?? DEFAULT_ITEM.quantity,
      priority: input.priority ?? DEFAULT_ITEM.priority,
      isPublic: input.isPublic ?? DEFAULT_ITEM.isPublic,
      now: Date.now(),
    });
    // A concurrent add of the same product won the unique index: this request changed nothing.
    const item = await findItemByProduct(db, list.list_id, input.productId);
    if (!item) throw new Error('wish-list item missing after insert');
    return { outcome: added ? 'added' : 'already', item };
  }

  return {
    /** The shopper's wish list (id null and no items before first use). */
    async get(shopper: Shopper | null): Promise<Wishlist> {
      return toWishlist(await read(registeredCustomerId(shopper)));
    },

    /** Storefront add: the list is created on first use. */
    async add(shopper: Shopper | null, input: { productId: string; quantity?: number }): Promise<WishlistAddResult> {
      const customerId = registeredCustomerId(shopper);
      await requireProduct(input.productId);
      const { list } = await ensureWishList(db, customerId, randomId('wl'), Date.now());
      const { outcome, item } = await addToList(list, input);
      return { outcome, quantity: outcome === 'added' ? item.quantity : (input.quantity ?? DEFAULT_ITEM.quantity), wishlist: toWishlist(await read(customerId)) };
    },

    /** Storefront removal by product id; 404 with the document's text when it is not in the list. */
    async removeProduct(shopper: Shopper | null, productId: string): Promise<Wishlist> {
      const customerId = registeredCustomerId(shopper);
      const list = await findWishList(db, customerId);
      if (!list || !(await deleteItemByProduct(db, list.list_id, productId))) throw new NotFoundError(NOT_IN_WISHLIST_MESSAGE);
      return toWishlist(await read(customerId));
    },

    // Shopper Customers product lists: the caller has already matched the path's customer id.
    async lists(customerId: string): Promise<ListWithItems[]> {
      const found = await read(customerId);
      return found ? [found] : [];
    },
    async createList(customerId: string): Promise<{ found: ListWithItems; created: boolean }> {
      const { list, created } = await ensureWishList(db, customerId, randomId('wl'), Date.now());
      return { found: { list, items: await listItems(db, list.list_id) }, created };
    },
    async getList(customerId: string, listId: string): Promise<ListWithItems> {
      const list = await ownList(customerId, listId);
      return { list, items: await listItems(db, list.list_id) };
    },
    async addItem(customerId: string, listId: string, input: { productId: string; quantity: number; priority?: number; isPublic?: boolean }) {
      const list = await ownList(customerId, listId);
      await requireProduct(input.productId);
      return addToList(list, input);
    },
    async getItem(customerId: string, listId: string, itemId: string): Promise<ProductListItemRow> {
      const list = await ownList(customerId, listId);
      const item = await findItem(db, list.list_id, itemId);
      if (!item) throw new NotFoundError(ITEM_NOT_FOUND_MESSAGE);
      return item;
    },
    async updateItem(customerId: string, listId: string, itemId: string, changes: { quantity?: number; priority?: number; isPublic?: boolean }): Promise<ProductListItemRow> {
      const list = await ownList(customerId, listId);
      if (!(await updateItem(db, list.list_id, itemId, changes))) throw new NotFoundError(ITEM_NOT_FOUND_MESSAGE);
      return (await findItem(db, list.list_id, itemId))!;
    },
    async removeItem(customerId: string, listId: string, itemId: string): Promise<void> {
      const list = await ownList(customerId, listId);
      if (!(await deleteItem(db, list.list_id, itemId))) throw new NotFoundError(ITEM_NOT_FOUND_MESSAGE);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
