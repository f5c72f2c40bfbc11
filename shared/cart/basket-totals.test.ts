import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOrderTotals } from '../checkout/order-totals';
import { shippingRuleFor } from '../checkout/shipping';
import { shownPartsSum, summaryRows } from '../checkout/summary-rows';
import { coreDepositTaxKinds } from '../checkout/core-deposit-tax';
import { taxOnAmount, taxRatesFor } from '../checkout/taxes';
import { arbitraryBasket } from './basket-arbitrary';
import { basketTotalFields, basketTotals, freeShippingStatus } from './basket-totals';

const RUNS = { numRuns: 300 };

describe('totals identity over generated baskets (decisions 244, 284)', () => {
  it('subtotal + shipping + core deposits + each shown tax line = total, to the cent, before and after the address', () => {
    fc.assert(
      fc.property(arbitraryBasket(), ({ basket }) => {
        const totals = basketTotals(basket);
        const rows = summaryRows(totals);
        const total = rows.find((r) => r.kind === 'total')!;
        expect(total.kind === 'total' && total.amount).toBe(shownPartsSum(rows));
        expect(totals.orderTotal).toBe(totals.productSubtotal + totals.shippingTotal + totals.coreDepositTotal + totals.taxes.reduce((s, t) => s + t.amount, 0));
        // The deposits are their own row, shown exactly when the basket holds a part with one.
        expect(totals.coreDepositTotal).toBe(basket.productItems.reduce((s, i) => s + i.c_coreDeposit * i.quantity, 0));
        expect(rows.find((r) => r.kind === 'coreDeposit')?.amount ?? 0).toBe(totals.coreDepositTotal);
        expect(totals.taxTotal).toBe(totals.taxes.reduce((s, t) => s + t.amount, 0));
        // The pending row and the "estimated" total show exactly while some line's tax is unknown.
        const unknown = basket.productItems.some((i) => basket.shipments.find((s) => s.shipmentId === i.shipmentId)!.c_taxStateCode === null);
        expect(totals.taxPending).toBe(unknown);
        expect(rows.some((r) => r.kind === 'taxPending')).toBe(unknown);
        expect(total.kind === 'total' && total.estimated).toBe(unknown);
      }),
      RUNS,
    );
  }, 60_000);

  it('the Basket fields (cart, SCAPI basket) hold the same identity, taxTotal null only while nothing is known', () => {
    fc.assert(
      fc.property(arbitraryBasket(), ({ basket }) => {
        const fields = basketTotalFields(basketTotals(basket));
        const shownTaxes = fields.c_taxes.reduce((s, t) => s + t.amount, 0);
        expect(fields.orderTotal).toBe(fields.productSubTotal + fields.shippingTotal + fields.c_coreDepositTotal + shownTaxes);
        expect(fields.taxTotal ?? 0).toBe(shownTaxes);
        expect(fields.taxTotal === null).toBe(fields.c_taxPending && fields.c_taxes.length === 0);
        expect(fields.productSubTotal).toBe(basket.productItems.reduce((s, i) => s + i.price, 0));
      }),
      RUNS,
    );
  }, 60_000);

  it('before the address, the known taxes are exactly the pickup lines\u2019 at their store; after it, every line and the shipping are taxed', () => {
    fc.assert(
      fc.property(arbitraryBasket(), ({ basket, country, deliveryState }) => {
        const before = basketTotals(basket, null);
        const pickup = basket.productItems.filter((i) => i.c_shipmentType === 'pickup');
        const pickupState = basket.shipments.find((s) => s.c_shipmentType === 'pickup')?.c_taxStateCode ?? null;
        const pickupOnly = computeOrderTotals(country, basket.currency, pickup.map((i) => ({ quantity: i.quantity, unitPrice: i.basePrice, coreDeposit: i.c_coreDeposit, shipmentType: 'pickup', taxStateCode: pickupState })));
        expect(before.taxes).toEqual(pickupOnly.taxes);

        const after = basketTotals(basket, deliveryState);
        expect(after.taxPending).toBe(false);
        const taxable = new Map<string, number>();
        const deposits = new Map<string, number>();
        for (const i of basket.productItems) {
          const state = i.c_shipmentType === 'pickup' ? pickupState! : deliveryState;
          taxable.set(state, (taxable.get(state) ?? 0) + i.price);
          deposits.set(state, (deposits.get(state) ?? 0) + i.c_coreDeposit * i.quantity);
        }
        if (after.shippingTotal > 0) taxable.set(deliveryState, (taxable.get(deliveryState) ?? 0) + after.shippingTotal);
        // Each component on goods + shipping, plus the deposits where the jurisdiction taxes them (decision 285).
        const expected = [...taxable]
          .flatMap(([state, base]) => taxRatesFor(country, state).map((r) => taxOnAmount(base + (coreDepositTaxKinds(country, state).includes(r.kind) ? deposits.get(state)! : 0), r.pcm)))
          .reduce((s, t) => s + t, 0);
        expect(after.taxTotal).toBe(expected);
        // The address never changes the subtotal or the shipping, only the taxes.
        expect([after.productSubtotal, after.shippingTotal]).toEqual([before.productSubtotal, before.shippingTotal]);
      }),
      RUNS,
    );
  }, 60_000);

  it('shipping follows the site rule on the delivered goods before tax, and the free-shipping line agrees with it', () => {
    fc.assert(
      fc.property(arbitraryBasket(), ({ basket, country }) => {
        const rule = shippingRuleFor(country);
        const delivered = basket.productItems.filter((i) => i.c_shipmentType === 'delivery').reduce((s, i) => s + i.price, 0);
        const hasDelivery = basket.productItems.some((i) => i.c_shipmentType === 'delivery');
        const totals = basketTotals(basket);
        expect(totals.shippingTotal).toBe(hasDelivery && delivered > 0 && delivered <= rule.freeShippingOverMinor ? rule.standardFeeMinor : 0);
        const status = freeShippingStatus(basket);
        if (!hasDelivery) expect(status).toBeNull();
        else {
          expect(status!.threshold).toBe(rule.freeShippingOverMinor);
          expect(status!.remaining === 0).toBe(delivered > rule.freeShippingOverMinor);
          if (status!.remaining > 0) expect(delivered + status!.remaining).toBe(rule.freeShippingOverMinor + 1);
        }
      }),
      RUNS,
    );
  }, 60_000);
});
