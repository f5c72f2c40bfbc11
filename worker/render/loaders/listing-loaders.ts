import { ListingQueryError, listingOffset, parseListingQuery } from '../../../shared/search/refine-url';
import { DEFAULT_PAGE_SIZE } from '../../../shared/search/search-constants';
import type { Category } from '../../../shared/types/category';
import type { Breadcrumb, PagePayload } from '../../../shared/types/page';
import type { CategoryPageData, ListingCategory, ProductListData } from '../../../shared/search/listing-data';
import type { Vehicle } from '../../../shared/vehicles/vehicle-levels';
import { parseSort, type VehicleModel } from '../../commerce/search/search-service';
import { BadRequestError } from '../../errors';
import { categoryLookupFailure } from '../../commerce/catalog/category-error';
import { categoryCrumbs } from './crumbs';
import { NOT_FOUND, page, type CachedLoaderContext, type LoaderResult } from './loader-context';
import { cachedListResult } from '../../commerce/search/cached-list';
import { categoryPageShape } from '../../commerce/catalog/category-page-shape';

/** The not-found page for a category lookup that answered 404 (document 2 §8 'Category Not Found.'). */
function categoryNotFound(ctx: CachedLoaderContext): PagePayload {
  return { kind: 'not-found', route: ctx.match.name, params: {}, status: 404, breadcrumbs: [], data: { categoryNotFound: true } };
}

/**
 * Reads a category; a failing read is the spec's category error with the lookup's real status
 * (a 404 reads as an unknown category), not a generic 500.
 */
export async function readCategory(ctx: Pick<CachedLoaderContext, 'services'>, id: string, levels: number, listVariant: boolean): Promise<Category | null> {
  try {
    return await ctx.services.categories.getCategory(id, levels);
  } catch (error) {
    console.error('category read failed', id, error);
    const failure = categoryLookupFailure(error, listVariant);
    if (failure) throw failure;
    return null;
  }
}

function listingCategory(category: Category): ListingCategory {
  const { categories: _children, ...rest } = category;
  return rest;
}

/** Categories screen (/categories/{id}, /{id}, /parts): two levels of sub-categories; a leaf lists its products. */
export async function categoryLoader(ctx: CachedLoaderContext): Promise<LoaderResult> {
  const id = ctx.match.params.id ?? '';
  const category = await readCategory(ctx, id, 2, false);
  if (!category) return ctx.match.name === 'categories' ? categoryNotFound(ctx) : NOT_FOUND;
  const children = (category.categories ?? []).filter((c) => c.c_haveOnlineProducts);
  if (categoryPageShape(category) === 'list') return listPage(ctx, category, null);
  const data: CategoryPageData = { category: listingCategory(category), subCategories: children };
  return page(ctx, 'category', data, categoryCrumbs(category));
}

function listingState(ctx: CachedLoaderContext) {
  try {
    return parseListingQuery(ctx.query);
  } catch (error) {
    if (error instanceof ListingQueryError) throw new BadRequestError(error.message);
    throw error;
  }
}

function vehicleModelOf(vehicle: Vehicle | null): VehicleModel | null {
  return vehicle && { modelId: vehicle.model.id, year: Number(vehicle.year.id), makeName: vehicle.make.name, modelName: vehicle.model.name };
}

/** Breadcrumbs of a list: Home › year make model (vehicle URLs) › category chain. */
function listCrumbs(category: Category, vehicle: VehicleModel | null, vehicleInPath: boolean): Breadcrumb[] {
  const crumbs = categoryCrumbs(category);
  if (!vehicle || !vehicleInPath) return crumbs;
  const vehicleCrumb: Breadcrumb = { name: `${vehicle.year} ${vehicle.makeName} ${vehicle.modelName}`, url: `/${vehicle.modelId}`, isCurrentPage: false };
  return [vehicleCrumb, ...crumbs.map((c) => ({ ...c, url: `/${vehicle.modelId}${c.url}` }))];
}

async function listPage(ctx: CachedLoaderContext, category: Category | null, vehicleId: string | null): Promise<LoaderResult> {
  const state = listingState(ctx);
  // The URL's vehicle wins; a plain category list falls back to the shopper's selected vehicle.
  const modelId = vehicleId ?? state.vehicle ?? (category ? ctx.selectedVehicleId : null);
  // From the vehicle catalogue's cached levels (the header reads them too), not a D1 read per page.
  const vehicle = modelId ? vehicleModelOf(await ctx.services.vehicles.getVehicle(modelId)) : null;
  if (modelId && !vehicle) {
    if (vehicleId) return NOT_FOUND;
    if (state.vehicle) throw new BadRequestError(`Unknown vehicle: ${modelId}`);
    // A cookie naming a vehicle the catalogue no longer has is ignored, not an error.
  }
  const hasText = Boolean(state.q);
  const limit = state.limit ?? DEFAULT_PAGE_SIZE;
  const sort = parseSort(state.sort, hasText);
  const result = await cachedListResult(ctx.services.search, ctx.services.cache, { siteId: ctx.site.id, localeId: ctx.locale.id }, {
    q: state.q,
    categoryId: category?.id,
    ...(vehicle ? { vehicle: { modelId: vehicle.modelId } } : {}),
    refine: state.refine,
    sort,
    offset: listingOffset(state, limit),
    limit,
  });
  const data: ProductListData = {
    mode: category ? 'category' : 'search',
    category: category ? listingCategory(category) : null,
    vehicle,
    vehicleInPath: Boolean(vehicleId),
    query: state.q ?? '',
    result,
  };
  const crumbs = category
    ? listCrumbs(category, vehicle, Boolean(vehicleId))
    : [{ name: state.q ?? '', nameKey: 'search.breadcrumb', url: `/search${ctx.query.size ? `?${ctx.query.toString()}` : ''}`, isCurrentPage: true }];
  return page(ctx, 'product-list', data, crumbs);
}

/** Product list of a category (/category/{id}, /{catId}/{id}, /{modelId}/{categoryId}). */
export async function productListLoader(ctx: CachedLoaderContext): Promise<LoaderResult> {
  const vehicleId = ctx.match.name === 'vehicle-category' ? (ctx.match.params.vehicle ?? '').toLowerCase() : null;
  const id = ctx.match.params.categoryId ?? ctx.match.params.id ?? '';
  const category = await readCategory(ctx, id, 1, true);
  if (!category) return ctx.match.name === 'product-list' ? categoryNotFound(ctx) : NOT_FOUND;
  return listPage(ctx, category, vehicleId);
}

/** Search mode of the product list (/search?q=…, plus vehicle={modelId} with a vehicle). */
export function searchLoader(ctx: CachedLoaderContext): Promise<LoaderResult> {
  return listPage(ctx, null, null);
}
