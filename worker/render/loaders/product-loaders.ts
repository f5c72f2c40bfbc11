import { deferProductSections } from './sections';
import { page, type Loader } from './loader-context';

/** Product detail: later work fills it; the route answers with the id and streams its sections. */
export const productLoader: Loader = (ctx) => {
  const productId = (ctx.query.get('pid') || ctx.match.params.id || '').toUpperCase();
  const section = { productId, productName: productId, primaryCategoryId: '', modelId: ctx.match.params.vehicle?.toLowerCase() ?? ctx.selectedVehicleId };
  deferProductSections(ctx, section);
  return page(ctx, 'product', { heading: productId, section });
};
