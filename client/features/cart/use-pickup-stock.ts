import useSWR from 'swr';
import type { LineStock } from '../../../shared/cart/stock-rules';
import type { ProductData } from '../../../shared/types/stock';
import { useBoot } from '../../boot-context';
import { fetchJson } from '../../data/fetcher';
import { useRouter } from '../../router/router';

/** Products per products-data call (the endpoint's cap). */
const PRODUCTS_PER_CALL = 50;

type PickupStockKey = readonly ['pickup-stock', string, string, string, ...string[]];

/** Online and store stock of the products, in calls of 50 (a basket holds up to 100 lines). */
async function fetchPickupStock([, org, siteId, storeId, ...ids]: PickupStockKey): Promise<Map<string, LineStock>> {
  const stock = new Map<string, LineStock>();
  for (let i = 0; i < ids.length; i += PRODUCTS_PER_CALL) {
    const chunk = ids.slice(i, i + PRODUCTS_PER_CALL).map(encodeURIComponent).join(',');
    const answer = await fetchJson<{ data: ProductData[] }>(
      `/custom/products-data/v1/organizations/${org}/products-data?siteId=${siteId}&c_storeId=${encodeURIComponent(storeId)}&c_productIds=${chunk}`,
    );
    for (const row of answer.data) stock.set(row.productId, { onlineAts: row.inventory.ats, storeAts: row.leastAvailableProduct.availableStock });
  }
  return stock;
}

/**
 * Pickup stock of the cart's delivery lines at the pickup store (document 2 §7, pickup stock for a
 * basket: products-data with the store), so the cart offers a move to pickup only where it fits.
 * Undefined until known, and always without a store.
 */
export function usePickupStock(productIds: readonly string[], storeId: string | null): Map<string, LineStock> | undefined {
  const { organizationId } = useBoot();
  const { location } = useRouter();
  const ids = [...new Set(productIds)].sort();
  const key: PickupStockKey | null = storeId && ids.length ? ['pickup-stock', organizationId, location.site.id, storeId, ...ids] : null;
  const { data } = useSWR(key, fetchPickupStock, { keepPreviousData: true });
  return key ? data : undefined;
}
