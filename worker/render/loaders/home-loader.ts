import { page, type Loader } from './loader-context';

/** Home: the top categories of the menu. */
export const homeLoader: Loader = async (ctx) => page(ctx, 'home', { categories: await ctx.services.categories.getMenu() });
