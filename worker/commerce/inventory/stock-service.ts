import type { SiteConfig } from '../../../shared/sites/config';
import { STANDARD_DELIVERY_ESTIMATE, type DeliveryOptions, type LeastAvailableProduct, type ProductData, type StoreStock } from '../../../shared/types/stock';
import type { StoreResult } from '../../../shared/types/store';
import { readStockFacts, type StockProductRow, type StockRow } from '../../data/repos/inventory-repo';
import { BadRequestError, NotFoundError } from '../../errors';
import type { StoreService } from '../store/store-service';

export interface StockServiceDeps {
  db: D1Database;
  site: SiteConfig;
  stores: StoreService;
}

interface Member {
  id: string;
  quantity: number;
}

/** The site's online inventory list (delivery stock). */
export function onlineListId(site: SiteConfig): string {
  return site.l10n.country === 'CA' ? 'online-ca' : 'online-us';
}

/**
 * Stock from our inventory table: delivery from the site's online list, pickup from each store's
 * inventory list. A set or bundle is as available as its least-available member (per unit).
 */
export function createStockService(deps: StockServiceDeps) {
  const online = onlineListId(deps.site);
  const pickupOffered = deps.site.l10n.country === 'CA';

  /** Each product's members (itself unless it is a set or bundle); unknown products absent. */
  function membersOf(rows: readonly StockProductRow[]): Map<string, { type: string; members: Member[] }> {
    const products = new Map<string, { type: string; members: Member[] }>();
    for (const row of rows) {
      const isParent = row.type === 'set' || row.type === 'bundle';
      let product = products.get(row.id);
      if (!product) products.set(row.id, (product = { type: row.type, members: isParent ? [] : [{ id: row.id, quantity: 1 }] }));
      if (isParent && row.child_id !== null) product.members.push({ id: row.child_id, quantity: Math.max(1, row.quantity ?? 1) });
    }
    return products;
  }

  /** The site's stores among ids (others, and unknown ids, left out), with their state now. */
  async function siteStores(ids: readonly string[]): Promise<StoreResult[]> {
    if (!ids.length) return [];
    const { data } = await deps.stores.getByIds(ids);
    return data.filter((s) => s.countryCode === deps.site.l10n.country);
  }

  /** The products' members and their stock at the online list and the stores, read in one round trip. */
  async function stockFacts(productIds: readonly string[], stores: readonly StoreResult[]) {
    const facts = await readStockFacts(deps.db, productIds, [online, ...stores.map((s) => s.inventoryId)]);
    return { products: membersOf(facts.products), ...stockTable(facts.stock) };
  }

  function stockTable(rows: readonly StockRow[]) {
    const table = new Map(rows.map((r) => [`${r.product_id}|${r.location_id}`, r.ats]));
    const ats = (id: string, location: string) => table.get(`${id}|${location}`) ?? 0;
    /** Whole units of the product available at a location. */
    const available = (members: Member[], location: string) =>
      members.length ? Math.min(...members.map((m) => Math.floor(ats(m.id, location) / m.quantity))) : 0;
    const least = (productId: string, members: Member[], location: string | null): LeastAvailableProduct => {
      if (!location || !members.length) return { productId, availableStock: 0 };
      const [first, ...rest] = members.map((m) => ({ productId: m.id, availableStock: ats(m.id, location) }));
      return rest.reduce((min, m) => (m.availableStock < min.availableStock ? m : min), first!);
    };
    return { available, least };
  }

  const storeStock = (members: Member[], stores: StoreResult[], available: (m: Member[], l: string) => number): StoreStock[] =>
    stores.map((s) => ({ storeId: s.id, availableStock: available(members, s.inventoryId), inventoryListID: s.inventoryId }));

  return {
    /** Delivery and pickup availability of one product at a store (and optional extra stores). */
    async deliveryOptions(productId: string, storeId: string | null, storeIds: readonly string[] = []): Promise<DeliveryOptions> {
      const stores = await siteStores([...new Set([...(storeId ? [storeId] : []), ...storeIds])]);
      const { products, available, least } = await stockFacts([productId], stores);
      const product = products.get(productId);
      if (!product) throw new NotFoundError(`Product not found: ${productId}`);
      const store = stores.find((s) => s.id === storeId) ?? null;
      if (storeId && !store) throw new BadRequestError(`Unknown store: ${storeId}`);
      const deliveryStock = available(product.members, online);
      const pickupStock = store ? available(product.members, store.inventoryId) : 0;
      return {
        productId,
        delivery: {
          available: deliveryStock > 0,
          availableStock: deliveryStock,
          inventoryListID: online,
          shippingMethod: { method: 'standard', estimatedTime: STANDARD_DELIVERY_ESTIMATE },
        },
        pickup: pickupOffered && store
          ? {
              // No hours means no ready time: nothing can be collected there.
              available: pickupStock > 0 && store.c_pickupReadyTime !== null,
              storeId: store.id,
              availableStock: pickupStock,
              inventoryListID: store.inventoryId,
              shippingApiStoreId: store.c_shippingApiStoreId,
              store,
            }
          : null,
        storeStockList: storeStock(product.members, stores, available),
        leastAvailableProduct: least(productId, product.members, store?.inventoryId ?? null),
      };
    },

    /** Online stock and store stock of several products (unknown ids left out). */
    async productsData(productIds: readonly string[], storeId: string | null, storeIds: readonly string[] = []): Promise<ProductData[]> {
      const stores = await siteStores([...new Set([...(storeId ? [storeId] : []), ...storeIds])]);
      if (storeId && !stores.some((s) => s.id === storeId)) throw new BadRequestError(`Unknown store: ${storeId}`);
      const { products, available, least } = await stockFacts(productIds, stores);
      const pickupList = stores.find((s) => s.id === storeId)?.inventoryId ?? null;
      return productIds.flatMap((id) => {
        const product = products.get(id);
        if (!product) return [];
        const ats = available(product.members, online);
        return [
          {
            productId: id,
            type: product.type,
            inventory: { id: online, ats, orderable: ats > 0 },
            storeStockList: storeStock(product.members, stores, available),
            leastAvailableProduct: least(id, product.members, pickupList),
          },
        ];
      });
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
