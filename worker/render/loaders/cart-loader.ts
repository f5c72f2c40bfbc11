import { page, type Loader } from './loader-context';

/**
 * /cart: the page frame only. The basket is personal, so the browser reads it from /api/cart and
 * the HTML stays free of it (the response is private, no-store all the same).
 */
export const cartLoader: Loader = (ctx) => page(ctx, 'cart', {}, [{ name: '', nameKey: 'common.screen.cart', url: '/cart', isCurrentPage: true }]);
