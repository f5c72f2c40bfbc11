import { Hono, type Context } from 'hono';
import type { Wishlist, WishlistAddResult } from '../../../shared/account/account-api';
import { createWishlistService, registeredCustomerId } from '../../commerce/wishlist/wishlist-service';
import { PRODUCT_ID_PATTERN, WishlistAddSchema } from '../../commerce/wishlist/wishlist-schemas';
import type { AppEnv } from '../../env';
import { BadRequestError } from '../../errors';
import { jsonBody } from '../commerce-api/json-body';
import { sameOriginOnly } from './newsletter';

function personal(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
}

/**
 * The storefront's wish list (ACCOUNT_API.wishlist): GET the list, POST a product (outcome added or
 * already), DELETE an item by product id. Registered customers only; a guest gets 401.
 */
export const wishlistApi = new Hono<AppEnv>()
  .get('/wishlist', async (c) => {
    const body: Wishlist = await createWishlistService(c.env.DB).get(c.var.shopper);
    personal(c);
    return c.json(body);
  })
  .post('/wishlist', sameOriginOnly, async (c) => {
    // The session decides before the body is read: a guest learns only that sign-in is needed.
    registeredCustomerId(c.var.shopper);
    const request = await jsonBody(c, WishlistAddSchema);
    const body: WishlistAddResult = await createWishlistService(c.env.DB).add(c.var.shopper, request);
    personal(c);
    return c.json(body, body.outcome === 'added' ? 201 : 200);
  })
  .delete('/wishlist/items/:productId', sameOriginOnly, async (c) => {
    const productId = c.req.param('productId');
    registeredCustomerId(c.var.shopper);
    if (!PRODUCT_ID_PATTERN.test(productId)) throw new BadRequestError('productId must be 1 to 100 letters, digits, dot, dash or underscore');
    const body: Wishlist = await createWishlistService(c.env.DB).removeProduct(c.var.shopper, productId);
    personal(c);
    return c.json(body);
  });
