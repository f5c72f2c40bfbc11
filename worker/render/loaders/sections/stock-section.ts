import type { ProductSectionInput } from '../../../../shared/types/product-section';
import { productStockKey } from '../../../../shared/types/stock';
import type { CachedLoaderContext } from '../loader-context';

/**
 * Starts the product page's stock: delivery from the site's online list and pickup at the site's
 * default store (the server cannot see a store chosen in the browser; the client asks for that
 * one itself). A failure resolves to null: the section says stock could not be checked, the rest
 * of the page is unaffected.
 */
export function deferStockSection(ctx: CachedLoaderContext, input: ProductSectionInput): void {
  const key = productStockKey(ctx.site.id, ctx.locale.id, input.productId, null);
  const stock = (async () => {
    const store = await ctx.services.stores.getDefault();
    return ctx.services.stock.deliveryOptions(input.productId, store && store.countryCode === ctx.site.l10n.country ? store.id : null);
  })().catch((error: unknown) => {
    console.warn('stock section failed', error);
    return null;
  });
  ctx.defer(key, stock);
}
