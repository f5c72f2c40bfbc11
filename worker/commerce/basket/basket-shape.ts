/** Basket rows reshaped into the Shopper Baskets API's Basket (shared/cart/basket.ts). */
import { isAllowedState } from '../../../shared/address/regions';
import type { Basket, BasketProductItem, BasketShipment } from '../../../shared/cart/basket';
import { basketCountry, basketTotalFields, basketTotals } from '../../../shared/cart/basket-totals';
import type { CountryCode } from '../../../shared/sites/config';
import { orderableAllows } from '../../../shared/cart/orderable';
import type { BasketLineRow, BasketRow, ShipmentRow } from '../../data/repos/baskets-repo';

/** A province or state the site taxes in, else null (an unknown code waits like a missing address). */
function taxState(country: CountryCode, code: string | null | undefined): string | null {
  const upper = typeof code === 'string' ? code.trim().toUpperCase() : '';
  return upper && isAllowedState(country, upper) ? upper : null;
}

function shapeShipment(row: ShipmentRow, country: CountryCode): BasketShipment {
  let address: Record<string, string> | null = null;
  if (row.shipping_address) {
    try {
      address = JSON.parse(row.shipping_address) as Record<string, string>;
    } catch {
      address = null;
    }
  }
  return {
    shipmentId: row.shipment_id,
    c_shipmentType: row.shipment_type,
    shippingMethod: row.shipping_method ? { id: row.shipping_method } : null,
    c_fromStoreId: row.from_store_id,
    c_storeName: row.store_name ?? null,
    shippingAddress: address,
    c_taxStateCode: taxState(country, row.shipment_type === 'pickup' ? row.store_state : address?.stateCode),
  };
}

function shapeLine(row: BasketLineRow): BasketProductItem {
  const online = Math.max(0, row.online_ats);
  const store = row.store_ats === null ? null : Math.max(0, row.store_ats);
  // A part that may no longer be sold has nothing available: the cart offers Items Unavailable (decision 262).
  const orderable = orderableAllows({ type: row.product_type, orderable: row.orderable === 1 });
  const available = row.shipment_type === 'pickup' ? Math.min(store ?? 0, online) : online;
  return {
    itemId: row.item_id,
    productId: row.product_id,
    productName: row.name,
    quantity: row.quantity,
    price: row.price_minor * row.quantity,
    basePrice: row.price_minor,
    priceAfterItemDiscount: row.price_minor * row.quantity,
    c_coreDeposit: row.core_deposit,
    shipmentId: row.shipment_id,
    c_shipmentType: row.shipment_type,
    c_fromStoreId: row.from_store_id,
    c_vehicleDetails: row.vehicle_details,
    c_isFromSet: row.is_from_set === 1,
    c_image: row.image_url ? { link: row.image_url, alt: row.image_alt ?? row.name } : null,
    c_availableStock: orderable ? available : 0,
    c_orderable: orderable,
    c_storeStock: store,
    c_primaryCategoryId: row.primary_category_id,
    c_parentCategoryId: row.parent_category_id,
    c_brand: row.brand,
    ...(row.pack_quantity > 1 ? { c_packQuantity: row.pack_quantity } : {}),
  };
}

/**
 * The Basket of its rows, with its totals worked out as every summary shows them (decision 244):
 * shipping by the site's rule, the taxes known so far, and a total equal to those parts.
 */
export function shapeBasket(basket: BasketRow, shipments: ShipmentRow[], lines: BasketLineRow[]): Basket {
  const country = basketCountry(basket.currency);
  const productItems = lines.map(shapeLine);
  const shaped = {
    basketId: basket.basket_id,
    currency: basket.currency,
    customerInfo: { customerId: basket.customer_id, email: basket.email },
    productItems,
    shipments: shipments.map((s) => shapeShipment(s, country)),
  };
  return { ...shaped, ...basketTotalFields(basketTotals(shaped)), c_totalItems: productItems.reduce((sum, item) => sum + item.quantity, 0) };
}
