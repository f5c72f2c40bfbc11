import type { CheckoutAddress } from '../../../shared/checkout/checkout-address';
import type { Order } from '../../../shared/checkout/order';
import type { OrderTax } from '../../../shared/checkout/order-totals';
import { STANDARD_ESTIMATE_DAYS, STANDARD_SHIPPING_METHOD } from '../../../shared/checkout/shipping';
import type { CurrencyCode, SiteId } from '../../../shared/sites/config';
import type { OrderRecord } from '../../data/repos/orders-repo';

/** Rows of an order → the SCAPI Order shape. */
export function shapeOrder({ order, shipments, items, payments }: OrderRecord): Order {
  return {
    orderNo: order.order_no,
    siteId: order.site_id as SiteId,
    currency: order.currency as CurrencyCode,
    status: order.status,
    paymentStatus: order.payment_status === 'captured' ? 'paid' : 'not_paid',
    creationDate: new Date(order.created_at).toISOString(),
    customerInfo: { customerId: order.customer_id, email: order.customer_email },
    billingAddress: JSON.parse(order.billing_address) as CheckoutAddress,
    productItems: items.map((i) => ({
      itemId: i.item_id,
      productId: i.product_id,
      productName: i.product_name,
      quantity: i.quantity,
      basePrice: i.unit_price,
      price: i.unit_price * i.quantity,
      c_coreDeposit: i.core_deposit,
      shipmentId: i.shipment_id,
      c_shipmentType: shipments.find((s) => s.shipment_id === i.shipment_id)?.shipment_type ?? 'delivery',
      c_isFromSet: i.is_from_set === 1,
      c_vehicleDetails: i.vehicle_details,
    })),
    shipments: shipments.map((s) => ({
      shipmentId: s.shipment_id,
      c_shipmentType: s.shipment_type,
      shippingMethod: { id: s.shipping_method, c_estimatedDays: s.shipping_method === STANDARD_SHIPPING_METHOD ? { ...STANDARD_ESTIMATE_DAYS } : null },
      shippingAddress: s.shipping_address ? (JSON.parse(s.shipping_address) as CheckoutAddress) : null,
      c_fromStoreId: s.from_store_id,
      c_store:
        s.from_store_id && s.store_name
          ? { id: s.from_store_id, name: s.store_name, address1: s.store_address1 ?? '', city: s.store_city ?? '', stateCode: s.store_state ?? '', postalCode: s.store_postal ?? '' }
          : null,
      shippingTotal: s.shipping_total,
    })),
    paymentInstruments: payments.map((p) => ({ paymentInstrumentId: p.payment_id, paymentMethodId: p.provider, amount: p.amount })),
    productSubTotal: order.product_subtotal,
    productTotal: order.product_subtotal,
    shippingTotal: order.shipping_total,
    c_coreDepositTotal: order.core_deposit_total,
    taxTotal: order.tax_total,
    orderTotal: order.order_total,
    c_taxes: JSON.parse(order.taxes) as OrderTax[],
  };
}
