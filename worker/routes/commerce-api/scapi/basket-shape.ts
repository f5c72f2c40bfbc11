/**
 * The Shopper Baskets `Basket` (v1 and v2, commerce-sdk-isomorphic types) from the basket engine's
 * Basket: decimal money, "me" for the default shipment, the shipment's shipping method with its
 * name and price, one shipping item per shipment, the engine's totals (decision 244: the total is
 * always the sum of the amounts shown, taxes that wait for an address listed as pending, `taxTotal`
 * null while none is known) in decimals, and the billing address and masked payment card kept for
 * checkout. The engine's `c_` extras stay.
 */
import type { Basket } from '../../../../shared/cart/basket';
import type { CurrencyCode } from '../../../../shared/sites/config';
import type { BasketCheckoutData } from '../../../commerce/basket-checkout/basket-checkout-service';
import { toOrderAddress } from '../../../commerce/basket-checkout/order-address';
import { CREDIT_CARD_METHOD } from '../../../commerce/basket-checkout/masked-card';
import type { MaskedCard } from '../../../data/repos/basket-checkout-repo';
import { absoluteLink, decimal } from './scapi-values';
import type { ScapiText } from './scapi-text';
import { shippingMethodsFor, toScapiShipmentId } from './shipments';

export interface ScapiBasketContext {
  origin: string;
  t: ScapiText;
  checkout: BasketCheckoutData;
}

/** SCAPI's PaymentCard of a masked card (nothing but what the shopper's browser let through). */
export function toPaymentCard(card: MaskedCard) {
  return {
    cardType: card.cardType,
    holder: card.holder,
    maskedNumber: `************${card.last4}`,
    numberLastDigits: card.last4,
    expirationMonth: card.expMonth,
    expirationYear: card.expYear,
  };
}

export function toScapiBasket(basket: Basket, ctx: ScapiBasketContext) {
  const currency = basket.currency as CurrencyCode;
  const shipments = basket.shipments.map((s) => {
    const method = s.shippingMethod ? shippingMethodsFor(s.c_shipmentType, basket, ctx.t).find((m) => m.id === s.shippingMethod!.id) : undefined;
    const shipmentLines = basket.productItems.filter((i) => i.shipmentId === s.shipmentId);
    return {
      shipmentId: toScapiShipmentId(s.shipmentId),
      c_shipmentType: s.c_shipmentType,
      c_fromStoreId: s.c_fromStoreId,
      c_storeName: s.c_storeName,
      ...(s.shippingMethod ? { shippingMethod: method ?? { id: s.shippingMethod.id } } : {}),
      ...(s.shippingAddress ? { shippingAddress: toOrderAddress(s.shippingAddress) } : {}),
      productSubTotal: decimal(shipmentLines.reduce((sum, i) => sum + i.price, 0)),
      shippingTotal: decimal(s.c_shipmentType === 'delivery' ? basket.shippingTotal : 0),
    };
  });
  const card = ctx.checkout.card;
  return {
    basketId: basket.basketId,
    currency,
    taxation: 'net',
    customerInfo: { customerId: basket.customerInfo.customerId, ...(basket.customerInfo.email ? { email: basket.customerInfo.email } : {}) },
    productItems: basket.productItems.map((item) => ({
      ...item,
      itemText: item.productName,
      shipmentId: toScapiShipmentId(item.shipmentId),
      price: decimal(item.price),
      basePrice: decimal(item.basePrice),
      priceAfterItemDiscount: decimal(item.priceAfterItemDiscount),
      priceAfterOrderDiscount: decimal(item.priceAfterItemDiscount),
      // Refundable core deposit per unit, outside the line price (decision 286).
      c_coreDeposit: decimal(item.c_coreDeposit),
      priceAdjustments: [],
      c_image: item.c_image ? { ...item.c_image, link: absoluteLink(item.c_image.link, ctx.origin) } : null,
    })),
    shipments,
    shippingItems: shipments.map((s) => ({
      itemId: `shipping-${s.shipmentId}`,
      itemText: ctx.t('shipping.item'),
      shipmentId: s.shipmentId,
      price: s.shippingTotal,
      basePrice: s.shippingTotal,
      priceAfterItemDiscount: s.shippingTotal,
      priceAdjustments: [],
    })),
    ...(ctx.checkout.billingAddress ? { billingAddress: toOrderAddress(ctx.checkout.billingAddress) } : {}),
    paymentInstruments: card
      ? [{ paymentInstrumentId: card.instrumentId, paymentMethodId: CREDIT_CARD_METHOD, amount: decimal(basket.orderTotal), paymentCard: toPaymentCard(card) }]
      : [],
    couponItems: [],
    orderPriceAdjustments: [],
    productSubTotal: decimal(basket.productSubTotal),
    productTotal: decimal(basket.productTotal),
    shippingTotal: decimal(basket.shippingTotal),
    c_coreDepositTotal: decimal(basket.c_coreDepositTotal),
    taxTotal: basket.taxTotal === null ? null : decimal(basket.taxTotal),
    orderTotal: decimal(basket.orderTotal),
    c_taxes: basket.c_taxes.map((tax) => ({ ...tax, amount: decimal(tax.amount) })),
    c_taxPending: basket.c_taxPending,
    c_totalItems: basket.c_totalItems,
  };
}
