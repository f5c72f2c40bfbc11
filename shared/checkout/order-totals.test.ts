import { describe, expect, it } from 'vitest';
import { computeOrderTotals } from './order-totals';

describe('order totals', () => {
  it('adds standard shipping under the threshold and taxes goods and shipping at the delivery province', () => {
    const totals = computeOrderTotals('CA', 'CAD', [{ quantity: 2, unitPrice: 2000, shipmentType: 'delivery', taxStateCode: 'ON' }]);
    // 40.00 + 9.99 shipping = 49.99 taxable; HST 13 % = 6.4987 → 6.50
    expect(totals).toEqual({
      productSubtotal: 4000, shippingTotal: 999, taxTotal: 650, orderTotal: 5649,
      taxes: [{ stateCode: 'ON', kind: 'HST', pcm: 13000, amount: 650 }],
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
    expect(computeOrderTotals('US', 'USD', [{ quantity: 1, unitPrice: 500, shipmentType: 'delivery', taxStateCode: null }]).taxTotal).toBe(0);
    expect(computeOrderTotals('US', 'USD', [{ quantity: 3, unitPrice: 500, shipmentType: 'pickup', taxStateCode: 'OR' }])).toMatchObject({ shippingTotal: 0, taxTotal: 0, orderTotal: 1500 });
  });
});
