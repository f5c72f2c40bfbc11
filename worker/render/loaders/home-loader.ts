import { dealsKey } from '../../routes/api/home';
import { page, type CachedLoader } from './loader-context';

/** Home: the content hero and the menu's top categories now; the deal strip streams in behind them. */
export const homeLoader: CachedLoader = async (ctx) => {
  // Deals are non-critical: if they fail the strip stays empty and the page still renders.
  ctx.defer(dealsKey(ctx.site.id, ctx.locale.id), ctx.services.deals());
  const [categories, hero] = await Promise.all([
    ctx.services.categories.getMenu(),
    // The hero comes from content (cached); without it the page shows its built-in heading.
    ctx.services.content.hero().catch(() => null),
  ]);
  return page(ctx, 'home', { categories, hero, dealsKey: dealsKey(ctx.site.id, ctx.locale.id) });
};
