import { describe, expect, it } from 'vitest';
import { operationOf, scapiCallsIn, summarizeCalls } from './scapi-calls';

const LOG = `pwa-kit-runtime.httprequest INFO (a1) POST /mobify/proxy/api/checkout/shopper-baskets/v2/organizations/f_ecom_axle/baskets/abc123/items?siteId=axle-us&locale=en-US 200 41.2 ms
pwa-kit-runtime.httprequest ERROR (a2) POST /mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_axle/customers/g_x/product-lists?siteId=axle-us 403 80.1 ms
pwa-kit-runtime.httprequest INFO (a3) GET /mobify/proxy/api/shopper/shopper-context/v1/organizations/f_ecom_axle/shopper-context/d8ca-b?siteId=axle-us   ms
pwa-kit-runtime.httprequest INFO (a4) GET / 200 900 ms
pwa-kit-runtime.httprequest ERROR (a5) POST /mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_axle/customers/g_y/product-lists?siteId=axle-us 403 70.0 ms`;

describe('SCAPI calls from the PWA Kit log', () => {
  it('reads method, operation and status of proxied calls only', () => {
    expect(scapiCallsIn(LOG)).toEqual([
      { method: 'POST', operation: '/checkout/shopper-baskets/v2/organizations/{org}/baskets/{basketId}/items', status: 200 },
      { method: 'POST', operation: '/customer/shopper-customers/v1/organizations/{org}/customers/{customerId}/product-lists', status: 403 },
      { method: 'GET', operation: '/shopper/shopper-context/v1/organizations/{org}/shopper-context/{usid}', status: null },
      { method: 'POST', operation: '/customer/shopper-customers/v1/organizations/{org}/customers/{customerId}/product-lists', status: 403 },
    ]);
  });

  it('keeps operation words and the "me" shipment', () => {
    expect(operationOf('/checkout/shopper-baskets/v1/organizations/o/baskets/actions/merge?x=1')).toBe('/checkout/shopper-baskets/v1/organizations/{org}/baskets/actions/merge');
    expect(operationOf('/checkout/shopper-baskets/v2/organizations/o/baskets/b1/shipments/me/shipping-address')).toBe('/checkout/shopper-baskets/v2/organizations/{org}/baskets/{basketId}/shipments/me/shipping-address');
  });

  it('counts statuses per operation in first-seen order', () => {
    const rows = summarizeCalls(scapiCallsIn(LOG));
    expect(rows.map((r) => [r.method, r.statuses])).toEqual([
      ['POST', { 200: 1 }],
      ['POST', { 403: 2 }],
      ['GET', { 'no answer': 1 }],
    ]);
  });
});
