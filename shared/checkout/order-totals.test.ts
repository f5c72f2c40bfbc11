import { describe, expect, it } from 'vitest';
import { computeOrderTotals } from './order-totals';

describe('order totals', () => {
  it('adds standard shipping under the threshold and taxes goods and shipping at the delivery province', () => {
    const totals = computeOrderTotals('CA', 'CAD', [{ quantity: 2, unitPrice: 2000, shipmentType: 'delivery', taxStateCode: 'ON' }]);
    // 40.00 + 9.99 shipping = 49.99 taxable; HST 13 % = 6.4987 → 6.50
    expect(totals).toEqual({
      productSubtotal: 4000, shippingTotal: 999, coreDepositTotal: 0, taxTotal: 650, orderTotal: 5649,
      taxes: [{ stateCode: 'ON', kind: 'HST', pcm: 13000, amount: 650 }],
      taxPending: false,
    });
  });

  it('taxes pickup lines at their store province and ships them free', () => {
    const totals = computeOrderTotals('CA', 'CAD', [
      { quantity: 1, unitPrice: 10_000, shipmentType: 'delivery', taxStateCode: 'QC' },
      { quantity: 1, unitPrice: 1000, shipmentType: 'pickup', taxStateCode: 'AB' },
    ]);
    expect(totals.shippingTotal).toBe(0); // 100.00 of delivered goods: free
    expect(totals.taxes).toEqual([
      { stateCode: 'AB', kind: 'GST', pcm: 5000, amount: 50 },
      { stateCode: 'QC', kind: 'GST', pcm: 5000, amount: 500 },
      { stateCode: 'QC', kind: 'QST', pcm: 9975, amount: 998 },
    ]);
    expect(totals.orderTotal).toBe(11_000 + 50 + 500 + 998);
  });

  it('charges no tax before the address is known and no shipping for pickup only', () => {
    expect(computeOrderTotals('US', 'USD', [{ quantity: 1, unitPrice: 500, shipmentType: 'delivery', taxStateCode: null }])).toMatchObject({ taxTotal: 0, taxPending: true, orderTotal: 500 + 999 });
    expect(computeOrderTotals('US', 'USD', [{ quantity: 3, unitPrice: 500, shipmentType: 'pickup', taxStateCode: 'OR' }])).toMatchObject({ shippingTotal: 0, taxTotal: 0, orderTotal: 1500, taxPending: false });
  });

  it('issue 25: one delivery and one pickup line before the address: the pickup tax is a shown line inside the estimated total', () => {
    // 38.99 delivered (under 59 CAD: 9.99 shipping), 24.00 picked up in Ontario (HST 3.12).
    const totals = computeOrderTotals('CA', 'CAD', [
      { quantity: 1, unitPrice: 3899, shipmentType: 'delivery', taxStateCode: null },
      { quantity: 1, unitPrice: 2400, shipmentType: 'pickup', taxStateCode: 'ON' },
    ]);
    expect(totals).toEqual({
      productSubtotal: 6299, shippingTotal: 999, coreDepositTotal: 0, taxTotal: 312, orderTotal: 6299 + 999 + 312,
      taxes: [{ stateCode: 'ON', kind: 'HST', pcm: 13000, amount: 312 }],
      taxPending: true,
    });
  });

  it('applies each site its own free-shipping threshold on the delivered goods before tax', () => {
    const delivered = (country: 'US' | 'CA', unitPrice: number) => computeOrderTotals(country, country === 'US' ? 'USD' : 'CAD', [{ quantity: 1, unitPrice, shipmentType: 'delivery', taxStateCode: country === 'US' ? 'CA' : 'ON' }]).shippingTotal;
    expect(delivered('US', 5099)).toBe(0);
    expect(delivered('US', 4900)).toBe(999);
    expect(delivered('CA', 6899)).toBe(0);
    expect(delivered('CA', 5900)).toBe(999);
    // Picked-up goods do not count toward free delivery.
    const mixed = computeOrderTotals('CA', 'CAD', [
      { quantity: 1, unitPrice: 3000, shipmentType: 'delivery', taxStateCode: 'ON' },
      { quantity: 1, unitPrice: 9000, shipmentType: 'pickup', taxStateCode: 'ON' },
    ]);
    expect(mixed.shippingTotal).toBe(999);
  });
});

describe('order totals with core deposits (decisions 284, 285)', () => {
  it('adds the deposits as their own part of the total and taxes them with the goods in Ontario', () => {
    // A 189.99 starter with a 48.00 deposit: free shipping; HST 13 % on 189.99 + 48.00 = 237.99 → 30.94.
    const totals = computeOrderTotals('CA', 'CAD', [{ quantity: 1, unitPrice: 18_999, coreDeposit: 4800, shipmentType: 'delivery', taxStateCode: 'ON' }]);
    expect(totals).toEqual({
      productSubtotal: 18_999, shippingTotal: 0, coreDepositTotal: 4800, taxTotal: 3094, orderTotal: 18_999 + 4800 + 3094,
      taxes: [{ stateCode: 'ON', kind: 'HST', pcm: 13000, amount: 3094 }],
      taxPending: false,
    });
  });

  it('multiplies the deposit by the quantity, taxes GST and QST on it in Quebec, and none in Oregon', () => {
    const qc = computeOrderTotals('CA', 'CAD', [{ quantity: 2, unitPrice: 10_000, coreDeposit: 2500, shipmentType: 'delivery', taxStateCode: 'QC' }]);
    expect(qc.coreDepositTotal).toBe(5000);
    // 250.00 taxable: GST 12.50, QST 24.9375 → 24.94.
    expect(qc.taxes).toEqual([
      { stateCode: 'QC', kind: 'GST', pcm: 5000, amount: 1250 },
      { stateCode: 'QC', kind: 'QST', pcm: 9975, amount: 2494 },
    ]);
    const or = computeOrderTotals('US', 'USD', [{ quantity: 1, unitPrice: 14_999, coreDeposit: 3500, shipmentType: 'delivery', taxStateCode: 'OR' }]);
    expect(or).toMatchObject({ coreDepositTotal: 3500, taxTotal: 0, orderTotal: 14_999 + 3500 });
  });

  it('never counts deposits toward free shipping', () => {
    // 40.00 of goods + 35.00 deposit is over the US threshold in money, but the goods are not.
    const totals = computeOrderTotals('US', 'USD', [{ quantity: 1, unitPrice: 4000, coreDeposit: 3500, shipmentType: 'delivery', taxStateCode: 'CA' }]);
    expect(totals.shippingTotal).toBe(999);
    // State tax 7.25 % on 40.00 + 9.99 + 35.00 = 84.99 → 6.16.
    expect(totals.taxes).toEqual([{ stateCode: 'CA', kind: 'STATE', pcm: 7250, amount: 616 }]);
    expect(totals.orderTotal).toBe(4000 + 999 + 3500 + 616);
  });

  it('counts a deposit before the address is known, leaving only its tax pending', () => {
    const totals = computeOrderTotals('US', 'USD', [{ quantity: 1, unitPrice: 9999, coreDeposit: 2200, shipmentType: 'delivery', taxStateCode: null }]);
    expect(totals).toMatchObject({ coreDepositTotal: 2200, taxTotal: 0, taxPending: true, orderTotal: 9999 + 2200 });
  });
});
