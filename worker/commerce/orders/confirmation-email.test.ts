import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryBasket, placedOrderOf } from '../../../shared/cart/basket-arbitrary';
import messages from '../../../shared/i18n/generated/messages.json';
import { confirmationEmail } from './confirmation-email';

const m = messages as Record<string, Record<string, string>>;

/** The totals block of the text e-mail: "label: amount" lines between the items and the lookup link. */
function totalsOf(text: string): [string, string][] {
  const blocks = text.split('\n\n');
  return blocks[2]!.split('\n').map((line) => {
    const at = line.lastIndexOf(': ');
    return [line.slice(0, at), line.slice(at + 2)];
  });
}

describe('order confirmation e-mail totals (decision 244)', () => {
  it('shows each tax line by name, and the total equals subtotal + shipping + core deposits + those lines', () => {
    fc.assert(
      fc.property(arbitraryBasket(), (g) => {
        const order = placedOrderOf(g);
        const rows = totalsOf(confirmationEmail(order, g.locale, 'https://axle.example').text);
        const amount = (value: string) => (value === m[g.locale]!['checkout.summary.free'] ? 0 : Number(value.replace(/\D/g, '')));
        expect(rows[0]![0]).toBe(m[g.locale]!['orders.email.subtotal']);
        expect(rows.at(-1)![0]).toBe(m[g.locale]!['orders.email.total']);
        expect(rows.length).toBe(3 + (order.c_coreDepositTotal > 0 ? 1 : 0) + order.c_taxes.length);
        if (order.c_coreDepositTotal > 0) expect(rows[2]).toEqual([m[g.locale]!['checkout.summary.coreDeposit'], expect.any(String)]);
        expect(rows.slice(0, -1).reduce((sum, [, v]) => sum + amount(v), 0)).toBe(amount(rows.at(-1)![1]));
        expect(amount(rows.at(-1)![1])).toBe(order.orderTotal);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('names the taxes in the shopper\u2019s language', () => {
    const fr = placedOrderOf({ country: 'CA', locale: 'fr-CA', deliveryState: 'ON', addressKnown: true, basket: { basketId: 'b', currency: 'CAD', customerInfo: { customerId: 'g', email: null }, productItems: [{ itemId: 'i', productId: 'P', productName: 'Filtre', quantity: 1, price: 10_000, basePrice: 10_000, priceAfterItemDiscount: 10_000, c_coreDeposit: 0, shipmentId: 'delivery', c_shipmentType: 'delivery', c_fromStoreId: null, c_vehicleDetails: null, c_isFromSet: false, c_image: null, c_availableStock: 1, c_orderable: true, c_storeStock: null, c_primaryCategoryId: 'c', c_parentCategoryId: null, c_brand: 'b' }], shipments: [{ shipmentId: 'delivery', c_shipmentType: 'delivery', shippingMethod: { id: 'standard' }, c_fromStoreId: null, c_storeName: null, shippingAddress: null, c_taxStateCode: 'ON' }], productSubTotal: 0, productTotal: 0, shippingTotal: 0, c_coreDepositTotal: 0, taxTotal: null, orderTotal: 0, c_taxes: [], c_taxPending: false, c_totalItems: 1 } });
    const mail = confirmationEmail(fr, 'fr-CA', 'https://axle.example');
    expect(totalsOf(mail.text)).toEqual([
      ['Sous-total', '100,00\u00a0$'],
      ['Livraison', 'GRATUIT'],
      ['TVH (13\u00a0%) ON', '13,00\u00a0$'],
      ['Total', '113,00\u00a0$'],
    ]);
    expect(mail.html).toContain('TVH (13\u00a0%) ON');
  });

  it('shows the deposit and the core-return instructions in fr-CA (decision 284)', () => {
    const g = placedOrderOf({ country: 'CA', locale: 'fr-CA', deliveryState: 'QC', addressKnown: true, basket: { basketId: 'b', currency: 'CAD', customerInfo: { customerId: 'g', email: null }, productItems: [{ itemId: 'i', productId: 'P', productName: 'Démarreur', quantity: 1, price: 20_000, basePrice: 20_000, priceAfterItemDiscount: 20_000, c_coreDeposit: 4800, shipmentId: 'delivery', c_shipmentType: 'delivery', c_fromStoreId: null, c_vehicleDetails: null, c_isFromSet: false, c_image: null, c_availableStock: 1, c_orderable: true, c_storeStock: null, c_primaryCategoryId: 'starters', c_parentCategoryId: null, c_brand: 'b' }], shipments: [{ shipmentId: 'delivery', c_shipmentType: 'delivery', shippingMethod: { id: 'standard' }, c_fromStoreId: null, c_storeName: null, shippingAddress: null, c_taxStateCode: 'QC' }], productSubTotal: 0, productTotal: 0, shippingTotal: 0, c_coreDepositTotal: 0, taxTotal: null, orderTotal: 0, c_taxes: [], c_taxPending: false, c_totalItems: 1 } });
    const mail = confirmationEmail(g, 'fr-CA', 'https://axle.example');
    // 248.00 taxable: TPS 12.40, TVQ 24.738 → 24.74.
    expect(totalsOf(mail.text)).toEqual([
      ['Sous-total', '200,00\u00a0$'],
      ['Livraison', 'GRATUIT'],
      ['Consigne (remboursable)', '48,00\u00a0$'],
      ['TPS (5\u00a0%) QC', '12,40\u00a0$'],
      ['TVQ (9,975\u00a0%) QC', '24,74\u00a0$'],
      ['Total', '285,14\u00a0$'],
    ]);
    const instructions = 'Votre commande comprend 48,00\u00a0$ de consignes remboursables. Pour les récupérer, rapportez les anciennes pièces dans n’importe lequel de nos magasins, ou renvoyez-les-nous dans les 30 jours, avec le numéro de commande AX0000000001.';
    expect(mail.text).toContain(`Rapportez votre ancienne pièce\n${instructions}`);
    expect(mail.html).toContain('Rapportez votre ancienne pièce');
  });
});
