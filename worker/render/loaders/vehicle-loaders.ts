import { buildHref } from '../../../shared/sites/resolve';
import type { Breadcrumb } from '../../../shared/types/page';
import type { VehicleLandingData } from '../../../shared/vehicles/vehicle-api';
import { vehicleName } from '../../../shared/vehicles/vehicle-levels';
import { productListLoader } from './listing-loaders';
import { NOT_FOUND, page, type CachedLoader } from './loader-context';

/** Products in the landing page's "Most bought for your {vehicle}" row (decision 291). */
const LANDING_MOST_BOUGHT = 8;

/**
 * Vehicle landing page (/{modelId}): heading 'year make model', breadcrumbs Home › vehicle, and the
 * categories with parts that fit it, after the parts its shoppers bought most. A single segment /{modelId}-{categoryId} is the product list
 * of that category for the vehicle (the longest known model id wins). Anything else is unknown.
 */
export const vehicleLoader: CachedLoader = async (ctx) => {
  const segment = ctx.match.params.vehicle ?? '';
  const resolved = await ctx.services.vehicles.resolveSegment(segment);
  if (!resolved) return NOT_FOUND;
  const { vehicle, rest } = resolved;
  if (rest) {
    const category = await ctx.services.categories.getCategory(rest, 0);
    if (!category) return NOT_FOUND;
    return productListLoader({ ...ctx, match: { name: 'vehicle-category', params: { vehicle: vehicle.model.id, categoryId: rest } } });
  }
  // One address per vehicle: other casings redirect to the lower-case model id.
  if (segment !== vehicle.model.id) {
    const query = ctx.query.toString();
    return { redirect: buildHref(`/${vehicle.model.value}`, ctx.site, ctx.locale) + (query ? `?${query}` : ''), status: 301 };
  }
  const name = vehicleName(vehicle);
  const crumbs: Breadcrumb[] = [{ name, url: `/${vehicle.model.value}`, isCurrentPage: true }];
  const [categories, mostBought] = await Promise.all([
    ctx.services.fitment.vehicleCategories(vehicle.model.id),
    // A failing ranking only drops the "Most bought for your …" row; the categories still show.
    ctx.services.search.mostBoughtFor(vehicle.model.id, LANDING_MOST_BOUGHT).catch((error: unknown) => {
      console.error('most bought for vehicle failed', vehicle.model.id, error);
      return [];
    }),
  ]);
  const data: VehicleLandingData = { vehicle, categories, mostBought };
  return page(ctx, 'vehicle', data, crumbs);
};

/** /account/my-garage: the garage lives in the browser (guests), so the page ships only its frame. */
export const myGarageLoader: CachedLoader = (ctx) =>
  page(ctx, 'my-garage', {}, [
    { name: '', nameKey: 'common.screen.account', url: '/account', isCurrentPage: false },
    { name: '', nameKey: 'garage.myGarage', url: '/account/my-garage', isCurrentPage: true },
  ]);
