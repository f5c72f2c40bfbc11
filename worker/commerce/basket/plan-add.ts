/** Turns validated add-item requests into lines to write, applying the add rules of document 1 §4–§5. */
import { QUANTITY_EXCEEDS_STOCK, exceedsStock, setStockLimit, stockLimit } from '../../../shared/cart/stock-rules';
import type { ShipmentType } from '../../../shared/cart/basket';
import { PART_NOT_AVAILABLE, orderableAllows } from '../../../shared/cart/orderable';
import { isWholePacks, packQuantityMessage } from '../../../shared/cart/pack-quantity';
import { resolvePrice } from '../../../shared/pricing/price-rules';
import type { BasketLineRow, ProductForBasketRow, StockCheck } from '../../data/repos/baskets-repo';
import { BadRequestError } from '../../errors';

export interface AddRequestLine {
  productId: string;
  quantity: number;
  shipmentId: string;
  type: ShipmentType;
  isFromSet: boolean;
  vehicle: string | null;
}

export interface PlannedLine extends AddRequestLine {
  /** The item product id (a master with a single variant becomes that variant). */
  itemProductId: string;
  /** Regular unit price before tiers. */
  regularPrice: number;
}

export interface AddPlan {
  lines: PlannedLine[];
  checks: StockCheck[];
}

/** The product id the basket holds (document 1 §5 Item product id); a 400 when there is none. */
export function basketProductId(row: ProductForBasketRow | undefined, requestedId: string): string {
  if (!row) throw new BadRequestError(`Unknown product: ${requestedId}`);
  if (row.type === 'item' || row.type === 'bundle' || row.type === 'variant') return row.id;
  if (row.type === 'master' && row.variant_count === 1 && row.one_variant_id) return row.one_variant_id;
  if (row.type === 'set') throw new BadRequestError(`Add the members of set ${requestedId} with c_isFromSet`);
  throw new BadRequestError(`Choose the options of ${requestedId} before adding it`);
}

/**
 * Checks every line against stock (existing same product and shipment type plus new, set
 * members against the lowest member's ats, pickup against the lower of store and online stock)
 * and prices it. Throws "quantity exceeds available stock" (or, for a part that may not be sold,
 * "Sorry, this part is not available."; for a broken pair or set, what it is sold as) and changes
 * nothing when one fails.
 */
export function planAdd(requests: readonly AddRequestLine[], products: ReadonlyMap<string, ProductForBasketRow>, existing: readonly BasketLineRow[]): AddPlan {
  const lines: PlannedLine[] = requests.map((request) => {
    const id = basketProductId(products.get(request.productId), request.productId);
    const row = products.get(id);
    if (!row || row.sale_minor === null || row.list_minor === null) throw new BadRequestError(`Product ${request.productId} is not sold on this site`);
    // Document 2 §5: non-set, non-bundle items also need orderable (decision 262).
    if (!orderableAllows({ type: row.type, orderable: row.orderable === 1 })) throw new BadRequestError(PART_NOT_AVAILABLE);
    // A pair or set is added whole: never rounded, so the cart holds what the shopper asked for (decision 288).
    if (!isWholePacks(request.quantity, row.pack_quantity)) throw new BadRequestError(packQuantityMessage(row.pack_quantity, request.quantity));
    const regularPrice = resolvePrice({ list: row.list_minor, sale: row.sale_minor, promotion: row.promotion_minor }).price;
    return { ...request, itemProductId: id, regularPrice };
  });
  const setMembers = lines.filter((line) => line.isFromSet);
  const setLimit = setStockLimit(setMembers.map((line) => products.get(line.itemProductId)!.online_ats));
  const adding = new Map<string, { productId: string; type: ShipmentType; quantity: number; limit: number }>();
  for (const line of lines) {
    const row = products.get(line.itemProductId)!;
    const own = stockLimit(line.type, { onlineAts: row.online_ats, storeAts: row.store_ats });
    const limit = line.isFromSet ? Math.min(setLimit, own) : own;
    const key = `${line.itemProductId}|${line.type}`;
    const entry = adding.get(key);
    if (entry) {
      entry.quantity += line.quantity;
      entry.limit = Math.min(entry.limit, limit);
    } else adding.set(key, { productId: line.itemProductId, type: line.type, quantity: line.quantity, limit });
  }
  const checks: StockCheck[] = [];
  for (const entry of adding.values()) {
    const inBasket = existing.filter((row) => row.product_id === entry.productId && row.shipment_type === entry.type).reduce((sum, row) => sum + row.quantity, 0);
    if (exceedsStock(inBasket, entry.quantity, entry.limit)) throw new BadRequestError(QUANTITY_EXCEEDS_STOCK);
    checks.push({ productId: entry.productId, type: entry.type, limit: entry.limit });
  }
  return { lines, checks };
}
