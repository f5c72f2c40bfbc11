/** Bodies of the wish-list operations (storefront and Shopper Customers), each rule with a readable message. */
import { boolean, define, enums, object, optional, type } from 'superstruct';

/** The products table keeps ids of 1 to 100 characters (document 1 §3, SCAPI productId). */
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;
export const MAX_WISHLIST_QUANTITY = 999;

export const ProductIdSchema = define<string>(
  'ProductId',
  (value) => (typeof value === 'string' && PRODUCT_ID_PATTERN.test(value)) || 'productId must be 1 to 100 letters, digits, dot, dash or underscore',
);

const Quantity = define<number>(
  'Quantity',
  (value) =>
    (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_WISHLIST_QUANTITY) ||
    `quantity must be a whole number from 1 to ${MAX_WISHLIST_QUANTITY}`,
);

const Priority = define<number>('Priority', (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100) || 'priority must be a whole number from 1 to 100');

/** POST /api/wishlist (WishlistAddRequest). */
export const WishlistAddSchema = object({ productId: ProductIdSchema, quantity: optional(Quantity) });

/** POST …/product-lists: only the wish list exists here (custom c_ attributes are ignored). */
export const CreateProductListSchema = type({
  type: define<'wish_list'>('ListType', (value) => value === 'wish_list' || 'type must be wish_list (the only product list kept)'),
});

/** POST …/product-lists/{listId}/items (CustomerProductListItem; type product only). */
export const CreateProductListItemSchema = type({
  type: define<'product'>('ItemType', (value) => value === 'product' || 'type must be product'),
  productId: ProductIdSchema,
  quantity: Quantity,
  priority: optional(Priority),
  public: optional(boolean()),
});

/** PATCH …/items/{itemId}: quantity, priority or public. */
export const UpdateProductListItemSchema = type({
  quantity: optional(Quantity),
  priority: optional(Priority),
  public: optional(boolean()),
  type: optional(enums(['product'])),
});
