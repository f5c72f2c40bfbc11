import { dealsKey } from '../../routes/api/home';
import { page, type Loader } from './loader-context';

/** Home: the menu's top categories now; the deal strip streams in behind them. */
export const homeLoader: Loader = async (ctx) => {
  // Deals are non-critical: if they fail the strip stays empty and the page still renders.
  ctx.defer(dealsKey(ctx.site.id, ctx.locale.id), ctx.services.deals());
  return page(ctx, 'home', {
    categories: await ctx.services.categories.getMenu(),
    dealsKey: dealsKey(ctx.site.id, ctx.locale.id),
  });
};
