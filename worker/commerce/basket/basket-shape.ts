/** Basket rows reshaped into the Shopper Baskets API's Basket (shared/cart/basket.ts). */
import type { Basket, BasketProductItem, BasketShipment } from '../../../shared/cart/basket';
import { orderableAllows } from '../../../shared/cart/orderable';
import type { BasketLineRow, BasketRow, ShipmentRow } from '../../data/repos/baskets-repo';

function shapeShipment(row: ShipmentRow): BasketShipment {
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
  };
}

/** The Basket of its rows; orderTotal adds shipping and tax once checkout has computed them. */
export function shapeBasket(basket: BasketRow, shipments: ShipmentRow[], lines: BasketLineRow[]): Basket {
  const productItems = lines.map(shapeLine);
  const productSubTotal = productItems.reduce((sum, item) => sum + item.price, 0);
  const shippingTotal = basket.shipping_total_minor;
  const taxTotal = basket.tax_total_minor;
  return {
    basketId: basket.basket_id,
    currency: basket.currency,
    customerInfo: { customerId: basket.customer_id, email: basket.email },
    productItems,
    shipments: shipments.map(shapeShipment),
    productSubTotal,
    productTotal: productSubTotal,
    shippingTotal,
    taxTotal,
    orderTotal: productSubTotal + (shippingTotal ?? 0) + (taxTotal ?? 0),
    c_totalItems: productItems.reduce((sum, item) => sum + item.quantity, 0),
  };
}
