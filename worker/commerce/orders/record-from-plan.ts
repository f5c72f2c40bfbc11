import type { OrderRecord, StoreTaxRow } from '../../data/repos/orders-repo';
import type { CheckoutBasket } from './checkout-basket';
import type { OrderPlan } from './order-plan';

/** The rows an order batch wrote, rebuilt from its plan, so the placed order is answered without reading it back. */
export function recordFromPlan(
  plan: OrderPlan & { stores: StoreTaxRow[] },
  meta: { orderNo: string; siteId: string; locale: string; basket: CheckoutBasket; at: number; paymentId: string; provider: string },
): OrderRecord {
  const storeById = new Map(plan.stores.map((s) => [s.id, s]));
  return {
    order: {
      order_no: meta.orderNo,
      site_id: meta.siteId,
      locale: meta.locale,
      currency: meta.basket.currency,
      basket_id: meta.basket.basketId,
      customer_id: meta.basket.customerInfo.customerId,
      customer_email: plan.email,
      access_hash: '',
      status: 'new',
      payment_status: 'captured',
      product_subtotal: plan.totals.productSubtotal,
      shipping_total: plan.totals.shippingTotal,
      tax_total: plan.totals.taxTotal,
      order_total: plan.totals.orderTotal,
      core_deposit_total: plan.totals.coreDepositTotal,
      taxes: JSON.stringify(plan.totals.taxes),
      billing_address: JSON.stringify(plan.billingAddress),
      created_at: meta.at,
    },
    shipments: [...plan.shipments]
      .sort((a, b) => a.shipmentType.localeCompare(b.shipmentType) || a.shipmentId.localeCompare(b.shipmentId))
      .map((s) => {
        const store = s.fromStoreId ? storeById.get(s.fromStoreId) : undefined;
        return {
          shipment_id: s.shipmentId,
          shipment_type: s.shipmentType,
          shipping_method: s.shippingMethod,
          from_store_id: s.fromStoreId,
          shipping_address: s.shippingAddress,
          shipping_total: s.shippingTotal,
          store_name: store?.name ?? null,
          store_address1: store?.address1 ?? null,
          store_city: store?.city ?? null,
          store_state: store?.state_code ?? null,
          store_postal: store?.postal_code ?? null,
        };
      }),
    items: plan.items.map((i) => ({
      item_id: i.itemId,
      shipment_id: i.shipmentId,
      product_id: i.productId,
      product_name: i.productName,
      quantity: i.quantity,
      unit_price: i.unitPrice,
      core_deposit: i.coreDeposit,
      inventory_location: i.inventoryLocation,
      is_from_set: i.isFromSet ? 1 : 0,
      vehicle_details: i.vehicleDetails,
    })),
    payments: [{ payment_id: meta.paymentId, provider: meta.provider, amount: plan.totals.orderTotal, status: 'captured' }],
  };
}
