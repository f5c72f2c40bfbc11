import type { SiteConfig } from '../../../shared/sites/config';
import { STANDARD_DELIVERY_ESTIMATE, type DeliveryOptions, type LeastAvailableProduct, type ProductData, type StoreStock } from '../../../shared/types/stock';
import type { StoreResult } from '../../../shared/types/store';
import { findStockProducts, listChildren, listStock } from '../../data/repos/inventory-repo';
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
  async function membersOf(productIds: readonly string[]): Promise<Map<string, { type: string; members: Member[] }>> {
    const products = await findStockProducts(deps.db, productIds);
    const parents = products.filter((p) => p.type === 'set' || p.type === 'bundle').map((p) => p.id);
    const children = await listChildren(deps.db, parents);
    return new Map(
      products.map((p) => [
        p.id,
        {
          type: p.type,
          members: parents.includes(p.id)
            ? children.filter((c) => c.parent_id === p.id).map((c) => ({ id: c.child_id, quantity: Math.max(1, c.quantity) }))
            : [{ id: p.id, quantity: 1 }],
        },
      ]),
    );
  }

  /** The site's stores among ids (others, and unknown ids, left out), with their state now. */
  async function siteStores(ids: readonly string[]): Promise<StoreResult[]> {
    if (!ids.length) return [];
    const { data } = await deps.stores.getByIds(ids);
    return data.filter((s) => s.countryCode === deps.site.l10n.country);
  }

  async function stockTable(memberIds: string[], locations: string[]) {
    const rows = await listStock(deps.db, memberIds, locations);
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
      const products = await membersOf([productId]);
      const product = products.get(productId);
      if (!product) throw new NotFoundError(`Product not found: ${productId}`);
      const stores = await siteStores([...new Set([...(storeId ? [storeId] : []), ...storeIds])]);
      const store = stores.find((s) => s.id === storeId) ?? null;
      if (storeId && !store) throw new BadRequestError(`Unknown store: ${storeId}`);
      const { available, least } = await stockTable(product.members.map((m) => m.id), [online, ...stores.map((s) => s.inventoryId)]);
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
      const products = await membersOf(productIds);
      const stores = await siteStores([...new Set([...(storeId ? [storeId] : []), ...storeIds])]);
      if (storeId && !stores.some((s) => s.id === storeId)) throw new BadRequestError(`Unknown store: ${storeId}`);
      const memberIds = [...new Set([...products.values()].flatMap((p) => p.members.map((m) => m.id)))];
      const { available, least } = await stockTable(memberIds, [online, ...stores.map((s) => s.inventoryId)]);
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
