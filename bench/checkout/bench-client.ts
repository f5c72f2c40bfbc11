/** A bench shopper over HTTP with a cookie jar (an order rotates the session and sets the confirmation cookie). */
export const ORG = 'f_ecom_axle';
export const APPROVE_CARD = '4242424242424242';
export const TORONTO = { firstName: 'Ana', lastName: 'Roy', address1: '1 Front St W', city: 'Toronto', stateCode: 'ON', postalCode: 'M5J 2X1', countryCode: 'CA', phone: '416-555-0100' };

export class BenchShopper {
  private jar = new Map<string, string>();
  constructor(
    private readonly base: string,
    private readonly site = 'axle-ca',
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<Response> {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.base + path, {
      method,
      headers: { origin: this.base, accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(';')[0]!;
      const eq = pair.indexOf('=');
      this.jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  }

  add(productId: string, quantity: number) {
    return this.call('POST', `/api/cart/items?site=${this.site}`, { lines: [{ productId, quantity }], shipmentType: 'delivery', storeId: null, vehicle: null });
  }

  details() {
    return { email: 'bench@example.com', shippingAddress: TORONTO, billingAddress: null };
  }

  /** Creates and approves a payment for the basket as it is; answers the payment id. */
  async approvedPayment(): Promise<string> {
    const res = await this.call('POST', `/api/checkout/payment?site=${this.site}`, this.details());
    if (res.status !== 201) throw new Error(`payment set-up answered ${res.status}: ${await res.text()}`);
    const { paymentId } = (await res.json()) as { paymentId: string };
    const approve = await this.call('POST', `/test-pay/api/payments/${paymentId}/approve`, { number: APPROVE_CARD, expiry: '12/39', cvc: '123' });
    if (!approve.ok) throw new Error(`approve answered ${approve.status}`);
    await approve.arrayBuffer();
    return paymentId;
  }

  placeOrder(paymentId: string) {
    return this.call('POST', `/api/checkout/orders?site=${this.site}`, { ...this.details(), paymentId });
  }
}

/** Items with online stock on the Canadian site, with their current stock, from the search API. */
export async function stockedItems(base: string, minAts: number, maxAts: number): Promise<{ productId: string; ats: number }[]> {
  const found = new Map<string, number>();
  for (const q of ['brake', 'filter', 'oil', 'light', 'wiper', 'spark', 'pump', 'sensor', 'mat', 'belt', 'hose', 'bulb']) {
    const res = await fetch(`${base}/search/shopper-search/v1/organizations/${ORG}/product-search?siteId=axle-ca&q=${q}&limit=50`);
    const data = (await res.json()) as { hits?: { productId: string; hitType?: string; ats?: number; orderable?: boolean }[] };
    for (const hit of data.hits ?? []) {
      if (hit.hitType === 'product' && hit.orderable && (hit.ats ?? 0) >= minAts && (hit.ats ?? 0) <= maxAts) found.set(hit.productId, hit.ats!);
    }
  }
  return [...found].map(([productId, ats]) => ({ productId, ats }));
}
