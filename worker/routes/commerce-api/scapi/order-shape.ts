/**
 * Shopper Orders' `Order` (commerce-sdk-isomorphic types) from the engine's Order: decimal money,
 * "me" for the delivery shipment, shipping methods with names, one shipping item per shipment,
 * and the payment card the order was paid with when the Shopper APIs placed it (masked).
 */
import type { Order } from '../../../../shared/checkout/order';
import { CREDIT_CARD_METHOD } from '../../../commerce/basket-checkout/masked-card';
import { toOrderAddress } from '../../../commerce/basket-checkout/order-address';
import type { MaskedCard } from '../../../data/repos/basket-checkout-repo';
import { toPaymentCard } from './basket-shape';
import { decimal } from './scapi-values';
import type { ScapiText } from './scapi-text';
import { toScapiShipmentId } from './shipments';
import { PICKUP_SHIPPING_METHOD } from '../../../../shared/checkout/shipping';

export function toScapiOrder(order: Order, t: ScapiText, card: MaskedCard | null = null) {
  const shipments = order.shipments.map((s) => {
    const pickup = s.shippingMethod.id === PICKUP_SHIPPING_METHOD || s.c_shipmentType === 'pickup';
    const days = s.shippingMethod.c_estimatedDays;
    return {
      shipmentId: toScapiShipmentId(s.shipmentId),
      c_shipmentType: s.c_shipmentType,
      shippingMethod: {
        id: s.shippingMethod.id,
        name: t(pickup ? 'shipping.pickup.name' : 'shipping.standard.name'),
        description: pickup ? t('shipping.pickup.description') : days ? t('shipping.standard.description', { ...days }) : '',
        price: decimal(s.shippingTotal),
        ...(days ? { c_estimatedDays: days } : {}),
      },
      ...(s.shippingAddress ? { shippingAddress: toOrderAddress(s.shippingAddress) } : {}),
      c_fromStoreId: s.c_fromStoreId,
      c_store: s.c_store,
      shippingTotal: decimal(s.shippingTotal),
      shippingStatus: 'not_shipped',
    };
  });
  return {
    orderNo: order.orderNo,
    siteId: order.siteId,
    currency: order.currency,
    status: order.status,
    paymentStatus: order.paymentStatus,
    confirmationStatus: order.status === 'cancelled' ? 'not_confirmed' : 'confirmed',
    shippingStatus: 'not_shipped',
    taxation: 'net',
    creationDate: order.creationDate,
    customerInfo: order.customerInfo,
    billingAddress: toOrderAddress(order.billingAddress),
    productItems: order.productItems.map((i) => ({
      ...i,
      itemText: i.productName,
      shipmentId: toScapiShipmentId(i.shipmentId),
      price: decimal(i.price),
      basePrice: decimal(i.basePrice),
      priceAfterItemDiscount: decimal(i.price),
      priceAfterOrderDiscount: decimal(i.price),
      // Refundable core deposit per unit, outside the line price (decision 286).
      c_coreDeposit: decimal(i.c_coreDeposit),
      priceAdjustments: [],
    })),
    shipments,
    shippingItems: shipments.map((s) => ({
      itemId: `shipping-${s.shipmentId}`,
      itemText: t('shipping.item'),
      shipmentId: s.shipmentId,
      price: s.shippingTotal,
      basePrice: s.shippingTotal,
      priceAfterItemDiscount: s.shippingTotal,
      priceAdjustments: [],
    })),
    paymentInstruments: order.paymentInstruments.map((p) => ({
      paymentInstrumentId: card?.instrumentId ?? p.paymentInstrumentId,
      paymentMethodId: card ? CREDIT_CARD_METHOD : p.paymentMethodId,
      amount: decimal(p.amount),
      ...(card ? { paymentCard: toPaymentCard(card) } : {}),
      c_paymentId: p.paymentInstrumentId,
    })),
    couponItems: [],
    orderPriceAdjustments: [],
    productSubTotal: decimal(order.productSubTotal),
    productTotal: decimal(order.productTotal),
    shippingTotal: decimal(order.shippingTotal),
    c_coreDepositTotal: decimal(order.c_coreDepositTotal),
    taxTotal: decimal(order.taxTotal),
    orderTotal: decimal(order.orderTotal),
    c_taxes: order.c_taxes.map((tax) => ({ ...tax, amount: decimal(tax.amount) })),
  };
}
