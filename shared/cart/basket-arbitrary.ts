/**
 * Test support (not shipped in any bundle): fast-check baskets for the totals properties — items,
 * quantities, a delivery/pickup mix (pickup on the Canadian site only), any province or state,
 * before and after the delivery address — with prices around each site's free-shipping threshold,
 * and parts with a core deposit among them (decision 284).
 */
import fc from 'fast-check';
import { allowedStatesFor } from '../address/regions';
import { SITES_CONFIG, type CountryCode, type LocaleId } from '../sites/config';
import type { Order } from '../checkout/order';
import type { Basket, BasketProductItem, BasketShipment } from './basket';
import { basketTotals } from './basket-totals';

export interface GeneratedBasket {
  country: CountryCode;
  locale: LocaleId;
  /** The delivery address's province or state (applied when `addressKnown`). */
  deliveryState: string;
  addressKnown: boolean;
  basket: Basket;
}

function item(n: number, line: { unitPrice: number; quantity: number; pickup: boolean; coreDeposit: number }, storeId: string): BasketProductItem {
  return {
    itemId: `i${n}`,
    productId: `P${n}`,
    productName: `Part ${n}`,
    quantity: line.quantity,
    price: line.unitPrice * line.quantity,
    basePrice: line.unitPrice,
    priceAfterItemDiscount: line.unitPrice * line.quantity,
    c_coreDeposit: line.coreDeposit,
    shipmentId: line.pickup ? 'pickup' : 'delivery',
    c_shipmentType: line.pickup ? 'pickup' : 'delivery',
    c_fromStoreId: line.pickup ? storeId : null,
    c_vehicleDetails: null,
    c_isFromSet: false,
    c_image: null,
    c_availableStock: 99,
    c_orderable: true,
    c_storeStock: line.pickup ? 99 : null,
    c_primaryCategoryId: 'c',
    c_parentCategoryId: null,
    c_brand: 'b',
  };
}

/** A core deposit per unit: none (most parts), a seeded whole-dollar amount, or any amount. */
const coreDeposit = fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, { arbitrary: fc.integer({ min: 15, max: 82 }).map((d) => d * 100), weight: 1 }, { arbitrary: fc.integer({ min: 1, max: 9_999 }), weight: 1 });

/** A unit price: anything, or just around a threshold or the fee (where rounding and "over" bite). */
const unitPrice = fc.oneof(
  fc.integer({ min: 1, max: 40_000 }),
  fc.constantFrom(4899, 4900, 4901, 5899, 5900, 5901, 999, 1, 2450, 2950),
);

export function arbitraryBasket(): fc.Arbitrary<GeneratedBasket> {
  return fc.constantFrom<CountryCode>('CA', 'US').chain((country) => {
    const site = SITES_CONFIG.sites.find((s) => s.l10n.country === country)!;
    const states = allowedStatesFor(country).map((s) => s.id);
    return fc
      .record({
        locale: fc.constantFrom(...site.l10n.supportedLocales.map((l) => l.id)),
        lines: fc.array(fc.record({ unitPrice, coreDeposit, quantity: fc.integer({ min: 1, max: 12 }), pickup: country === 'CA' ? fc.boolean() : fc.constant(false) }), { minLength: 1, maxLength: 8 }),
        deliveryState: fc.constantFrom(...states),
        pickupState: fc.constantFrom(...states),
        addressKnown: fc.boolean(),
      })
      .map(({ locale, lines, deliveryState, pickupState, addressKnown }) => {
        const productItems = lines.map((line, n) => item(n, line, 'S1'));
        const shipments: BasketShipment[] = [];
        if (productItems.some((i) => i.c_shipmentType === 'delivery')) {
          shipments.push({ shipmentId: 'delivery', c_shipmentType: 'delivery', shippingMethod: { id: 'standard' }, c_fromStoreId: null, c_storeName: null, shippingAddress: addressKnown ? { stateCode: deliveryState } : null, c_taxStateCode: addressKnown ? deliveryState : null });
        }
        if (productItems.some((i) => i.c_shipmentType === 'pickup')) {
          shipments.push({ shipmentId: 'pickup', c_shipmentType: 'pickup', shippingMethod: null, c_fromStoreId: 'S1', c_storeName: 'Store', shippingAddress: null, c_taxStateCode: pickupState });
        }
        const basket: Basket = {
          basketId: 'b1',
          currency: site.l10n.defaultCurrency,
          customerInfo: { customerId: 'g_1', email: null },
          productItems,
          shipments,
          productSubTotal: 0,
          productTotal: 0,
          shippingTotal: 0,
          c_coreDepositTotal: 0,
          taxTotal: null,
          orderTotal: 0,
          c_taxes: [],
          c_taxPending: false,
          c_totalItems: productItems.reduce((sum, i) => sum + i.quantity, 0),
        };
        return { country, locale, deliveryState, addressKnown, basket };
      });
  });
}

/** The order a generated basket becomes once its address is known (the shape confirmation, order status and e-mail read). */
export function placedOrderOf({ basket, deliveryState, country }: GeneratedBasket): Order {
  const totals = basketTotals(basket, deliveryState);
  const address = { firstName: 'Ana', lastName: 'Roy', address1: '1 Main St', city: 'City', stateCode: deliveryState, postalCode: 'X', countryCode: country, phone: '1' };
  return {
    orderNo: 'AX0000000001',
    siteId: country === 'CA' ? 'axle-ca' : 'axle-us',
    currency: basket.currency,
    status: 'new',
    paymentStatus: 'paid',
    creationDate: '2026-03-05T12:00:00.000Z',
    customerInfo: { customerId: 'g_1', email: 'ana@example.com' },
    billingAddress: address,
    productItems: basket.productItems.map((i) => ({ itemId: i.itemId, productId: i.productId, productName: i.productName, quantity: i.quantity, basePrice: i.basePrice, price: i.price, c_coreDeposit: i.c_coreDeposit, shipmentId: i.shipmentId, c_shipmentType: i.c_shipmentType, c_isFromSet: false, c_vehicleDetails: null })),
    shipments: basket.shipments.map((s) => ({
      shipmentId: s.shipmentId,
      c_shipmentType: s.c_shipmentType,
      shippingMethod: { id: s.c_shipmentType === 'delivery' ? 'standard' : 'in-store-pickup', c_estimatedDays: s.c_shipmentType === 'delivery' ? { min: 3, max: 7 } : null },
      shippingAddress: s.c_shipmentType === 'delivery' ? address : null,
      c_fromStoreId: s.c_fromStoreId,
      c_store: null,
      shippingTotal: s.c_shipmentType === 'delivery' ? totals.shippingTotal : 0,
    })),
    paymentInstruments: [],
    productSubTotal: totals.productSubtotal,
    productTotal: totals.productSubtotal,
    shippingTotal: totals.shippingTotal,
    c_coreDepositTotal: totals.coreDepositTotal,
    taxTotal: totals.taxTotal,
    orderTotal: totals.orderTotal,
    c_taxes: totals.taxes,
  };
}
