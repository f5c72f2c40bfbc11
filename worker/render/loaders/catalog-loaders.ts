import type { Category } from '../../../shared/types/category';
import type { Breadcrumb } from '../../../shared/types/page';
import { HIDDEN_CRUMB_IDS, NOT_FOUND, page, type Loader } from './loader-context';

/** Breadcrumbs of a category: its visible ancestors, then itself (document 1 §2.2). */
export function categoryCrumbs(category: Category): Breadcrumb[] {
  const chain = category.parentCategoryTree.filter((node) => !HIDDEN_CRUMB_IDS.has(node.id));
  return chain.map((node, index) => ({
    name: node.name,
    url: `/${node.id}`,
    isCurrentPage: index === chain.length - 1,
  }));
}

/** Home: the top categories of the menu. */
export const homeLoader: Loader = async (ctx) => page(ctx, 'home', { categories: await ctx.services.categories.getMenu() });

/** Categories screen (/categories/{id}, /{id}); an unknown id is an unknown path. */
export const categoryLoader: Loader = async (ctx) => {
  const id = ctx.match.params.id ?? '';
  const category = await ctx.services.categories.getCategory(id, 2);
  if (!category) return NOT_FOUND;
  return page(ctx, 'category', { heading: category.name, category }, categoryCrumbs(category));
};

/** Product list of a category (/category/{id}, /{catId}/{id}). */
export const productListLoader: Loader = async (ctx) => {
  const id = ctx.match.params.id ?? '';
  const category = await ctx.services.categories.getCategory(id, 1);
  if (!category) return NOT_FOUND;
  return page(ctx, 'product-list', { heading: category.name, category }, categoryCrumbs(category));
};

/** Search mode of the product list (/search?q=). */
export const searchLoader: Loader = (ctx) => page(ctx, 'product-list', { heading: ctx.query.get('q') ?? '' });

/** Product detail: later work fills it; the route answers with the id for now. */
export const productLoader: Loader = (ctx) => page(ctx, 'product', { heading: (ctx.match.params.id ?? '').toUpperCase() });

/** Vehicle shapes: later work fills them; the route answers with the vehicle id for now. */
export const vehicleLoader: Loader = (ctx) => page(ctx, 'vehicle', { heading: ctx.match.params.vehicle ?? '' });
