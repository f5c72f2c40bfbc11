import { array, boolean, type, type Struct } from 'superstruct';
import type { DetailFitment, ProductDetail, ProductPageData } from '../../../shared/product/product-detail';
import { withLastGood } from '../../cache/last-good';
import { cacheKey } from '../../cache/strategies';
import { HIDDEN_CATEGORY_IDS } from '../../../shared/product/product-urls';
import { itemProductId, readSelection, resolveVariant } from '../../../shared/product/variations';
import { buildHref } from '../../../shared/sites/resolve';
import type { Breadcrumb } from '../../../shared/types/page';
import { vehicleName } from '../../../shared/vehicles/vehicle-levels';
import { NOT_FOUND, page, type CachedLoader, type CachedLoaderContext } from './loader-context';
import { deferProductSections } from './sections';
import { deferStockSection } from './sections/stock-section';

/** Longest product id we look up; longer ids are unknown paths. */
const MAX_PRODUCT_ID_LENGTH = 100;

/**
 * The same URL renders differently with and without the selected-vehicle cookie (fitment, the
 * "Other parts for your vehicle" list, the header's vehicle), so caches keep one copy per cookie:
 * without it the browser reuses the shared no-vehicle page after the shopper picks a vehicle
 * (decision 095).
 */
export const PRODUCT_VARY = 'Cookie';

/** The path with its last segment (the product id) replaced. */
function withId(path: string, id: string): string {
  const segments = path.split('/').filter(Boolean);
  segments[segments.length - 1] = encodeURIComponent(id);
  return `/${segments.join('/')}`;
}

function crumbs(product: ProductDetail, fitment: DetailFitment | null, urlModelId: string | null): Breadcrumb[] {
  const trail: Breadcrumb[] = [];
  if (urlModelId && fitment) trail.push({ name: fitment.vehicleName, url: `/${urlModelId}`, isCurrentPage: false });
  for (const node of product.categoryTree) {
    if (HIDDEN_CATEGORY_IDS.has(node.id)) continue;
    trail.push({ name: node.name, url: urlModelId ? `/${urlModelId}/${node.id}` : `/${node.id}`, isCurrentPage: false });
  }
  trail.push({ name: product.name, url: '', isCurrentPage: true });
  return trail;
}

type FitFacts = Pick<DetailFitment, 'isCompatible' | 'qualifiersMatch' | 'rows'>;
const FitFactsSchema = type({ isCompatible: boolean(), qualifiersMatch: boolean(), rows: array(type({})) }) as unknown as Struct<FitFacts, unknown>;

async function loadFitment(ctx: CachedLoaderContext, product: ProductDetail, modelId: string): Promise<DetailFitment | null> {
  const vehicle = await ctx.services.vehicles.getVehicle(modelId);
  if (!vehicle) return null;
  const model = vehicle.model.id;
  // Critical for a vehicle URL, so a failing read serves the last good answer (decision 191).
  const facts = await withLastGood(ctx.services.cache, cacheKey('fitment', ctx.site.id, ctx.locale.id, `${product.id}:${model}`), FitFactsSchema, async () => {
    const [check, rows] = await Promise.all([ctx.services.fitment.checkFit(product.id, { modelId: model }), ctx.services.products.fitmentSpecs(product.id, model)]);
    return { isCompatible: check.isCompatible, qualifiersMatch: check.qualifiersMatch, rows };
  });
  return facts && { modelId: model, vehicleName: vehicleName(vehicle), ...facts };
}

/**
 * Product detail (/product/{id}, /{catId}/{subCatId}/{id}, /{modelId}/{catId}/{id}; document 2 §2).
 * Critical: the product with its price and the fitment for the page's vehicle. Streamed: stock,
 * reviews and recommendations (deferProductSections). The id is forced to upper case by a redirect
 * that replaces the path; `pid` overrides the path id; an unknown id is an unknown path.
 */
export const productLoader: CachedLoader = async (ctx) => {
  const pathId = ctx.match.params.id ?? '';
  const id = (ctx.query.get('pid')?.trim() || pathId).toUpperCase();
  if (!id || id.length > MAX_PRODUCT_ID_LENGTH) return NOT_FOUND;
  const product = await ctx.services.products.getPageProduct(id);
  if (!product) return NOT_FOUND;
  if (pathId !== pathId.toUpperCase()) {
    const query = ctx.query.toString();
    return { redirect: buildHref(withId(ctx.path, pathId.toUpperCase()), ctx.site, ctx.locale) + (query ? `?${query}` : ''), status: 301 };
  }

  const urlModelId = ctx.match.name === 'vehicle-product' ? (ctx.match.params.vehicle ?? '').toLowerCase() : null;
  const modelId = urlModelId ?? ctx.selectedVehicleId;
  const fitment = modelId ? await loadFitment(ctx, product, modelId) : null;
  // A vehicle URL naming no known vehicle is an unknown path.
  if (urlModelId && !fitment) return NOT_FOUND;

  const input = { productId: product.id, productName: product.name, primaryCategoryId: product.primaryCategoryId, modelId: fitment?.modelId ?? null };
  deferProductSections(ctx, input);
  // Stock follows the item the page shows first: a variant the URL preselects streams its own stock.
  const selected = { ...product.selectedValues, ...readSelection(ctx.query, product.variationAttributes) };
  const itemId = itemProductId(product, resolveVariant(product.variationAttributes, product.variants, selected));
  if (itemId && itemId !== product.id) deferStockSection(ctx, { ...input, productId: itemId });
  const data: ProductPageData = { product, fitment, urlModelId };
  // Cache-Control is the route's (routes/pages.tsx, decision 277): private, five minutes in the browser without a selected vehicle.
  return { ...page(ctx, 'product', data, crumbs(product, fitment, urlModelId)), vary: PRODUCT_VARY };
};
