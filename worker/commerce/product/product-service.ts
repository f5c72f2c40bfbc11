import { array, string, type, type Struct } from 'superstruct';
import { formatNote } from '../../../shared/catalogue/catalogue-notes';
import type { CompatibleVehiclesPage, ProductDetail } from '../../../shared/product/product-detail';
import { COMPATIBLE_VEHICLES_PAGE_SIZE } from '../../../shared/product/product-detail';
import type { LocaleConfig, SiteConfig } from '../../../shared/sites/config';
import { allFitmentRows, compatibleVehicleRows, fitmentSpecRows, getDetailRows, type FitmentSpecRow } from '../../data/repos/product-detail-repo';
import type { CategoryService } from '../catalog/category-service';
import type { KvCacheDeps } from '../../cache/kv-cache';
import { withLastGood } from '../../cache/last-good';
import { cacheKey, CACHE_SHORT } from '../../cache/strategies';
import { cached } from '../../cache/kv-cache';
import { catalogHtmlVersion, productHtmlVersion } from '../../cache/edge-html/html-version';
import { shapeDetail } from './shape-detail';

export interface ProductServiceDeps {
  db: D1Database;
  site: SiteConfig;
  locale: LocaleConfig;
  lang: string;
  categories: CategoryService;
  /** Where the last good copy of each product is kept for when D1 reads fail (decision 191). */
  cache: KvCacheDeps;
}

// Enough of the shape to reject a foreign or truncated copy; the service built the rest.
const ProductCopySchema = type({ id: string(), name: string(), images: array(type({})), tiers: array(type({})), categoryTree: array(type({})) }) as unknown as Struct<ProductDetail, unknown>;

/** Thrown inside a cached load so that an unknown product is not kept. */
const NOT_FOUND = Symbol('product not found');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Product reads for the detail page and the Shopper Products API, bound to a site and locale. */
export function createProductService(deps: ProductServiceDeps) {
  const currency = deps.site.l10n.defaultCurrency;
  const onlineList = `online-${deps.site.l10n.country.toLowerCase()}`;
  // Fitment notes are stored as codes; every answer words them in the locale.
  const note = (stored: string | null) => (stored ? formatNote(stored, deps.locale.id) : null);

  /**
   * A product with everything the detail page shows, or null when the id is unknown. Read from D1
   * every time (prices stay current); when the read fails, the last good copy from KV is served.
   */
  const getProduct = (id: string): Promise<ProductDetail | null> =>
    withLastGood(deps.cache, cacheKey('product', deps.site.id, deps.locale.id, id), ProductCopySchema, () => readProduct(id));

  /**
   * The product page's copy (decision 303): as current as the product page itself. Its key holds
   * the catalogue's and the product's HTML versions, which every price, catalogue, stock and
   * review change bumps (decision 203), so a change is never served from an older copy; otherwise
   * it is kept 10 s fresh like a list's result. "Not found" is never kept. Without the versions
   * (KV failing) it is read as getProduct reads it.
   */
  async function getPageProduct(id: string): Promise<ProductDetail | null> {
    let versions: [string, string];
    try {
      versions = await Promise.all([catalogHtmlVersion(deps.cache.kv), productHtmlVersion(deps.cache.kv, id)]);
    } catch {
      return getProduct(id);
    }
    const key = cacheKey('product-page', deps.site.id, deps.locale.id, `${id}:${versions.join(':')}`);
    try {
      return await cached(deps.cache, key, CACHE_SHORT, ProductCopySchema, async () => (await getProduct(id)) ?? Promise.reject(NOT_FOUND));
    } catch (error) {
      if (error === NOT_FOUND) return null;
      throw error;
    }
  }

  async function readProduct(id: string): Promise<ProductDetail | null> {
    const rows = await getDetailRows(deps.db, id, { lang: deps.lang, currency, onlineList });
    if (!rows) return null;
    const category = await deps.categories.getCategory(rows.product.primary_category_id, 0).catch(() => null);
    const tree = category ? [...category.parentCategoryTree] : [];
    if (category && tree.at(-1)?.id !== category.id) tree.push({ id: category.id, name: category.name });
    return shapeDetail(rows, tree, currency, deps.locale.id);
  }

  return {
    getProduct,
    getPageProduct,
    /** Several products in the order asked, unknown ids left out. */
    async getProducts(ids: readonly string[]): Promise<ProductDetail[]> {
      const found = await Promise.all(ids.map((id) => getProduct(id)));
      return found.filter((p): p is ProductDetail => p !== null);
    },
    /** The fitment text of the Shopper Products shape: lower-case model id → [trim, engine, note] lists (notes in the locale). */
    async fitmentText(productId: string): Promise<string> {
      const map: Record<string, (string | null)[][]> = {};
      for (const row of await allFitmentRows(deps.db, productId)) (map[row.model_id] ??= []).push([row.submodel, row.engine, note(row.note)]);
      return JSON.stringify(map);
    },
    /** The product's fitment rows for one base vehicle (fitment specs), notes in the locale. */
    async fitmentSpecs(productId: string, modelId: string): Promise<FitmentSpecRow[]> {
      const rows = await fitmentSpecRows(deps.db, productId, modelId.toLowerCase());
      return rows.map((row) => ({ ...row, note: note(row.note) }));
    },
    /** A page of the vehicles a product fits, optionally searched by "year make model trim engine" words. */
    async compatibleVehicles(productId: string, query: string, page: number): Promise<CompatibleVehiclesPage> {
      const words = query.trim().split(/\s+/).filter(Boolean);
      const like = words.length ? `%${words.map(escapeLike).join('%')}%` : null;
      const limit = COMPATIBLE_VEHICLES_PAGE_SIZE;
      const offset = (page - 1) * limit;
      const { total, rows } = await compatibleVehicleRows(deps.db, productId, { like, limit, offset });
      return {
        total,
        offset,
        limit,
        vehicles: rows.map((r) => ({ modelId: r.model_id, year: r.year, make: r.make_name, model: r.model_name, submodel: r.submodel, engine: r.engine, note: note(r.note) })),
      };
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
