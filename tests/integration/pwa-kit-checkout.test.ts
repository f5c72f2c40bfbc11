/**
 * Shopper Baskets v1 and v2, Shopper Orders and Shopper Customers as the PWA Kit Retail React
 * App's checkout drives them (issue 28), through commerce-sdk-isomorphic: decimal money, the "me"
 * shipment, shipping address and method, billing address, a masked card as the payment instrument
 * (never a card number), totals that add up, clear 4xx answers for coupons and price adjustments,
 * and the order the basket becomes.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { rejection, sdkGuest, sdkRegistered, shopperClients } from './scapi-sdk';

const ADDRESS = { firstName: 'Pat', lastName: 'Doe', address1: '100 Main St', city: 'Seattle', stateCode: 'WA', postalCode: '98101', countryCode: 'US', phone: '206-555-0100' };
const CARD = { holder: 'Pat Doe', maskedNumber: '************4242', cardType: 'Visa', expirationMonth: 12, expirationYear: 2030 };

/** An orderable, stocked standalone product and its price in cents. */
async function stockedItem(offset: number): Promise<{ id: string; cents: number }> {
  const row = await env.DB.prepare(
    `SELECT p.id, MIN(pr.sale_minor, COALESCE(pr.promotion_minor, pr.sale_minor)) AS cents FROM products p
       JOIN prices pr ON pr.product_id = p.id AND pr.currency = 'USD'
       JOIN inventory i ON i.product_id = p.id AND i.location_id = 'online-us'
      WHERE p.type = 'item' AND p.orderable = 1 AND p.pack_quantity = 1 AND i.ats > 50 ORDER BY p.id LIMIT 1 OFFSET ?1`,
  ).bind(offset).first<{ id: string; cents: number }>();
  return row!;
}

/** A guest's basket through v2 with `quantity` of one product in the default shipment. */
async function guestBasket(offset: number, quantity = 2) {
  const guest = await sdkGuest();
  const api = shopperClients(guest.access_token);
  const product = await stockedItem(offset);
  const created = await api.basketsV2.createBasket({ body: {} });
  const basket = await api.basketsV2.addItemToBasket({ parameters: { basketId: created.basketId! }, body: [{ productId: product.id, quantity, shipmentId: 'me' }] });
  return { guest, api, product, created, basket };
}

describe('Shopper Baskets for the PWA Kit', () => {
  it('creates a basket with its "me" shipment and prices lines in decimal money', async () => {
    const { created, basket, product } = await guestBasket(3, 2);
    expect(created.shipments).toEqual([expect.objectContaining({ shipmentId: 'me', shippingMethod: expect.objectContaining({ id: 'standard', name: 'Standard Shipping' }) })]);
    const line = basket.productItems![0]!;
    expect(line).toMatchObject({ productId: product.id, quantity: 2, shipmentId: 'me', basePrice: product.cents / 100, price: (product.cents * 2) / 100, itemText: line.productName });
    expect(basket.productSubTotal).toBe((product.cents * 2) / 100);
    // No address yet: taxes wait for it (TBD in the app, taxTotal null) and the estimated total is
    // the sum of what is known, subtotal and shipping (decision 244).
    expect(basket.taxTotal).toBeNull();
    expect(Math.round(basket.orderTotal! * 100)).toBe(Math.round((basket.productSubTotal! + basket.shippingTotal!) * 100));
  });

  it('takes the checkout steps: customer, shipping address and method, billing, a masked card; totals add up', async () => {
    const { api, basket: start } = await guestBasket(4, 1);
    const basketId = start.basketId!;
    const methods = await api.basketsV2.getShippingMethodsForShipment({ parameters: { basketId, shipmentId: 'me' } });
    expect(methods).toEqual({ defaultShippingMethodId: 'standard', applicableShippingMethods: [expect.objectContaining({ id: 'standard', name: 'Standard Shipping', description: 'Estimated 3–7 business days', price: expect.any(Number) })] });
    await api.basketsV2.updateCustomerForBasket({ parameters: { basketId }, body: { email: 'pat.doe@example.com' } });
    await api.basketsV2.updateShippingAddressForShipment({ parameters: { basketId, shipmentId: 'me', useAsBilling: true }, body: ADDRESS });
    const withMethod = await api.basketsV2.updateShippingMethodForShipment({ parameters: { basketId, shipmentId: 'me' }, body: { id: 'standard' } });
    expect(withMethod.billingAddress).toMatchObject({ ...ADDRESS, fullName: 'Pat Doe' });
    const { applicablePaymentMethods } = await api.basketsV2.getPaymentMethodsForBasket({ parameters: { basketId } });
    expect(applicablePaymentMethods!.map((m) => m.id)).toEqual(['CREDIT_CARD']);
    const paid = await api.basketsV2.addPaymentInstrumentToBasket({ parameters: { basketId }, body: { paymentMethodId: 'CREDIT_CARD', paymentCard: CARD } });
    expect(paid.paymentInstruments).toEqual([
      expect.objectContaining({ paymentMethodId: 'CREDIT_CARD', amount: paid.orderTotal, paymentCard: { cardType: 'Visa', holder: 'Pat Doe', maskedNumber: '************4242', numberLastDigits: '4242', expirationMonth: 12, expirationYear: 2030 } }),
    ]);
    expect(paid.shippingTotal).toBe(methods.applicableShippingMethods![0]!.price);
    expect(paid.taxTotal).toBeGreaterThan(0);
    expect(Math.round((paid.productSubTotal! + paid.shippingTotal! + paid.taxTotal!) * 100)).toBe(Math.round(paid.orderTotal! * 100));
    expect(paid.shippingItems).toEqual([expect.objectContaining({ shipmentId: 'me', price: paid.shippingTotal })]);
    // v1 reads the same basket in the same shape.
    expect(await api.basketsV1.getBasket({ parameters: { basketId } })).toEqual(paid);
  });

  it('refuses card numbers, a second instrument, bad addresses and other methods with clear 4xx answers', async () => {
    const { api, basket } = await guestBasket(5, 1);
    const basketId = basket.basketId!;
    const numbered = await rejection(api.basketsV2.addPaymentInstrumentToBasket({ parameters: { basketId }, body: { paymentMethodId: 'CREDIT_CARD', paymentCard: { ...CARD, maskedNumber: '4242424242424242' } } }));
    expect(numbered).toEqual({ status: 400, body: { status: 400, message: 'paymentCard.maskedNumber must hide all but the last four digits: card numbers are never sent to the store' } });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM basket_checkout WHERE basket_id = ?1 AND card_last4 IS NOT NULL').bind(basketId).first('n')).toBe(0);
    await api.basketsV2.addPaymentInstrumentToBasket({ parameters: { basketId }, body: { paymentMethodId: 'CREDIT_CARD', paymentCard: CARD } });
    expect((await rejection(api.basketsV2.addPaymentInstrumentToBasket({ parameters: { basketId }, body: { paymentMethodId: 'CREDIT_CARD', paymentCard: CARD } }))).status).toBe(409);
    const badZip = await rejection(api.basketsV2.updateShippingAddressForShipment({ parameters: { basketId, shipmentId: 'me' }, body: { ...ADDRESS, postalCode: 'ABC' } }));
    expect(badZip).toEqual({ status: 400, body: { status: 400, message: 'Invalid shipping address: postalCode (postalFormat)' } });
    const canada = await rejection(api.basketsV2.updateBillingAddressForBasket({ parameters: { basketId }, body: { ...ADDRESS, countryCode: 'CA' } }));
    expect(canada.body.message).toBe('The billing address must be in US (countryCode US)');
    const express = await rejection(api.basketsV2.updateShippingMethodForShipment({ parameters: { basketId, shipmentId: 'me' }, body: { id: 'express' } }));
    expect(express.body.message).toBe('Unknown shipping method for shipment me: express (this shipment takes standard)');
    const coupon = await rejection(api.basketsV2.addCouponToBasket({ parameters: { basketId }, body: { code: 'SAVE10' } }));
    expect(coupon).toEqual({ status: 400, body: { status: 400, message: 'Coupon codes are not offered by this store' } });
    const adjustment = await rejection(api.basketsV2.addPriceAdjustmentToBasket({ parameters: { basketId }, body: { discount: { type: 'amount', value: 5 } } as never }));
    expect(adjustment.body.message).toBe('Manual price adjustments are not offered by this store');
    // Another shopper's token reaches none of it.
    const other = shopperClients((await sdkGuest()).access_token);
    expect((await rejection(other.basketsV2.getPaymentMethodsForBasket({ parameters: { basketId } }))).status).toBe(404);
  });
});

describe('Shopper Orders and Customers for the PWA Kit', () => {
  it('places the order with the masked test card: an Order in decimal money with the card, read back by getOrder', async () => {
    const { api, basket, product } = await guestBasket(6, 1);
    const basketId = basket.basketId!;
    await api.basketsV2.updateCustomerForBasket({ parameters: { basketId }, body: { email: 'pat.doe@example.com' } });
    await api.basketsV2.updateShippingAddressForShipment({ parameters: { basketId, shipmentId: 'me', useAsBilling: true }, body: ADDRESS });
    const ready = await api.basketsV2.addPaymentInstrumentToBasket({ parameters: { basketId }, body: { paymentMethodId: 'CREDIT_CARD', paymentCard: CARD } });
    const order = await api.orders.createOrder({ body: { basketId } });
    expect(order).toMatchObject({ status: 'new', paymentStatus: 'paid', currency: 'USD', orderTotal: ready.orderTotal, taxTotal: ready.taxTotal, customerInfo: { email: 'pat.doe@example.com' } });
    expect(order.productItems![0]).toMatchObject({ productId: product.id, price: product.cents / 100, shipmentId: 'me' });
    expect(order.paymentInstruments![0]!.paymentCard).toMatchObject({ cardType: 'Visa', numberLastDigits: '4242', expirationMonth: 12, expirationYear: 2030 });
    expect(order.shippingItems).toEqual([expect.objectContaining({ shipmentId: 'me', priceAdjustments: [] })]);
    expect(await api.orders.getOrder({ parameters: { orderNo: order.orderNo! } })).toEqual(order);
    const methods = await api.orders.getPaymentMethodsForOrder({ parameters: { orderNo: order.orderNo! } });
    expect(methods.applicablePaymentMethods!.map((m) => m.id)).toEqual(['CREDIT_CARD']);
    // The basket became the order.
    expect((await rejection(api.basketsV2.getBasket({ parameters: { basketId } }))).status).toBe(404);
  });

  it('declines the test card ending 0002 (402) and keeps the basket', async () => {
    const { api, basket } = await guestBasket(7, 1);
    const basketId = basket.basketId!;
    await api.basketsV2.updateCustomerForBasket({ parameters: { basketId }, body: { email: 'pat.doe@example.com' } });
    await api.basketsV2.updateShippingAddressForShipment({ parameters: { basketId, shipmentId: 'me', useAsBilling: true }, body: ADDRESS });
    await api.basketsV2.addPaymentInstrumentToBasket({ parameters: { basketId }, body: { paymentMethodId: 'CREDIT_CARD', paymentCard: { ...CARD, maskedNumber: '************0002' } } });
    const declined = await rejection(api.orders.createOrder({ body: { basketId } }));
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your payment was declined. Please use another card.');
    expect((await api.basketsV2.getBasket({ parameters: { basketId } })).basketId).toBe(basketId);
  });

  it('gives a registered shopper its baskets and order history in the same shapes; a guest an empty product-list result', async () => {
    const guest = await sdkGuest();
    const guestApi = shopperClients(guest.access_token);
    expect(await guestApi.customers.getCustomerProductLists({ parameters: { customerId: guest.customer_id } })).toEqual({ data: [], limit: 0, total: 0 });
    const email = `pwa.orders.${crypto.randomUUID().slice(0, 8)}@example.com`;
    await guestApi.customers.registerCustomer({ body: { customer: { login: email, email, firstName: 'Ada', lastName: 'Lovelace' }, password: 'Axle#Pass123' } });
    const tokens = await sdkRegistered(email, 'Axle#Pass123');
    const api = shopperClients(tokens.access_token);
    const product = await stockedItem(8);
    const basket = await api.basketsV2.createBasket({ body: {} });
    // A registered shopper's basket carries the account's e-mail (the app sends none at checkout).
    expect(basket.customerInfo).toEqual({ customerId: tokens.customer_id, email });
    await api.basketsV2.addItemToBasket({ parameters: { basketId: basket.basketId! }, body: [{ productId: product.id, quantity: 1 }] });
    const baskets = await api.customers.getCustomerBaskets({ parameters: { customerId: tokens.customer_id } });
    expect(baskets.total).toBe(1);
    expect(baskets.baskets![0]).toMatchObject({ basketId: basket.basketId, productSubTotal: product.cents / 100 });
    await api.basketsV2.updateShippingAddressForShipment({ parameters: { basketId: basket.basketId!, shipmentId: 'me', useAsBilling: true }, body: ADDRESS });
    await api.basketsV2.addPaymentInstrumentToBasket({ parameters: { basketId: basket.basketId! }, body: { paymentMethodId: 'CREDIT_CARD', paymentCard: CARD } });
    const order = await api.orders.createOrder({ body: { basketId: basket.basketId! } });
    const history = await api.customers.getCustomerOrders({ parameters: { customerId: tokens.customer_id } });
    expect(history.total).toBe(1);
    expect(history.data![0]).toMatchObject({ orderNo: order.orderNo, orderTotal: order.orderTotal, productItems: [expect.objectContaining({ price: product.cents / 100 })] });
    expect(history.data![0]!.paymentInstruments![0]!.paymentCard?.numberLastDigits).toBe('4242');
  });
});
