import { page, type Loader } from './loader-context';

/** Product detail: later work fills it; the route answers with the id for now. */
export const productLoader: Loader = (ctx) => page(ctx, 'product', { heading: (ctx.match.params.id ?? '').toUpperCase() });
