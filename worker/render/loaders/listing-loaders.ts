import { NOT_FOUND, page, type Loader } from './loader-context';
import { categoryCrumbs } from './crumbs';

/** Categories screen (/categories/{id}, /{id}); an unknown id is an unknown path. */
export const categoryLoader: Loader = async (ctx) => {
  const id = ctx.match.params.id ?? '';
  const category = await ctx.services.categories.getCategory(id, 2);
  if (!category) return NOT_FOUND;
  return page(ctx, 'category', { heading: category.name, category }, categoryCrumbs(category));
};

/** Product list of a category (/category/{id}, /{catId}/{id}, /{modelId}/{categoryId}). */
export const productListLoader: Loader = async (ctx) => {
  const id = ctx.match.params.id ?? ctx.match.params.categoryId ?? '';
  const category = await ctx.services.categories.getCategory(id, 1);
  if (!category) return NOT_FOUND;
  return page(ctx, 'product-list', { heading: category.name, category }, categoryCrumbs(category));
};

/** Search mode of the product list (/search?q=). */
export const searchLoader: Loader = (ctx) => page(ctx, 'product-list', { heading: ctx.query.get('q') ?? '' });
