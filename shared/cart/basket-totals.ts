/** The basket's totals from its own lines and shipments, the same on the server and in the browser. */
import { computeOrderTotals, type OrderTotals } from '../checkout/order-totals';
import { amountToFreeShipping, shippingRuleFor } from '../checkout/shipping';
import { SITES_CONFIG, type CountryCode } from '../sites/config';
import type { Basket } from './basket';

type TotalsSource = Pick<Basket, 'currency' | 'productItems' | 'shipments'>;

/** Country of a basket's currency (one site, hence one country, per currency). */
export function basketCountry(currency: string): CountryCode {
  const site = SITES_CONFIG.sites.find((s) => s.l10n.defaultCurrency === currency);
  if (!site) throw new RangeError(`No site sells in ${currency}`);
  return site.l10n.country;
}

/**
 * Totals of a basket (decision 244): each line is taxed where its shipment is (pickup store, or
 * the delivery address once known). `deliveryState`, when given, stands for the delivery address
 * the shopper is typing at checkout.
 */
export function basketTotals(basket: TotalsSource, deliveryState?: string | null): OrderTotals {
  const stateOf = new Map(basket.shipments.map((s) => [s.shipmentId, s.c_taxStateCode]));
  const lines = basket.productItems.map((item) => ({
    quantity: item.quantity,
    unitPrice: item.basePrice,
    coreDeposit: item.c_coreDeposit,
    shipmentType: item.c_shipmentType,
    taxStateCode: item.c_shipmentType === 'delivery' && deliveryState !== undefined ? deliveryState : (stateOf.get(item.shipmentId) ?? null),
  }));
  return computeOrderTotals(basketCountry(basket.currency), basket.currency, lines);
}

/** The Basket's total fields of its totals. */
export function basketTotalFields(totals: OrderTotals): Pick<Basket, 'productSubTotal' | 'productTotal' | 'shippingTotal' | 'c_coreDepositTotal' | 'taxTotal' | 'orderTotal' | 'c_taxes' | 'c_taxPending'> {
  return {
    productSubTotal: totals.productSubtotal,
    productTotal: totals.productSubtotal,
    shippingTotal: totals.shippingTotal,
    c_coreDepositTotal: totals.coreDepositTotal,
    taxTotal: totals.taxPending && totals.taxes.length === 0 ? null : totals.taxTotal,
    orderTotal: totals.orderTotal,
    c_taxes: totals.taxes,
    c_taxPending: totals.taxPending,
  };
}

/**
 * How far the basket's delivered goods are from free shipping on its site (decision 245): null
 * without delivery lines, else the amount still to add (0 once they ship free) and the threshold.
 */
export function freeShippingStatus(basket: Pick<Basket, 'currency' | 'productItems'>): { remaining: number; threshold: number } | null {
  const delivered = basket.productItems.filter((i) => i.c_shipmentType === 'delivery');
  if (delivered.length === 0) return null;
  const rule = shippingRuleFor(basketCountry(basket.currency));
  const subtotal = delivered.reduce((sum, i) => sum + i.basePrice * i.quantity, 0);
  return { remaining: amountToFreeShipping(subtotal, rule), threshold: rule.freeShippingOverMinor };
}
