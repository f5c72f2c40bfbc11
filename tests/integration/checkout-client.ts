import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '../../worker/index';

export const ORIGIN = 'http://localhost';
export const CARDS = { approve: '4242 4242 4242 4242', decline: '4000 0000 0000 0002', error: '4000 0000 0000 0119' } as const;

export const TORONTO = {
  firstName: 'Ana', lastName: 'Roy', address1: '1 Front St W', city: 'Toronto', stateCode: 'ON', postalCode: 'M5J 2X1', countryCode: 'CA', phone: '416-555-0100',
} as const;
export const NEW_YORK = {
  firstName: 'Sam', lastName: 'Lee', address1: '350 5th Ave', city: 'New York', stateCode: 'NY', postalCode: '10118', countryCode: 'US', phone: '212-555-0100',
} as const;

/** A browser-like shopper with a cookie jar (an order sets a new session and the confirmation cookie). */
export class CheckoutShopper {
  readonly jar = new Map<string, string>();
  /** `envPatch` replaces bindings for every call (fault tests hand in failing ports). */
  constructor(
    readonly site: 'axle-ca' | 'axle-us' = 'axle-ca',
    readonly envPatch: object = {},
  ) {}

  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call(method: string, path: string, body?: unknown): Promise<Response> {
    const ctx = createExecutionContext();
    const headers: Record<string, string> = { origin: ORIGIN };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.jar.size) headers.cookie = this.cookie;
    const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), { ...env, ...this.envPatch }, ctx);
    await waitOnExecutionContext(ctx);
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const eq = pair!.indexOf('=');
      this.jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  }

  async json<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T; res: Response }> {
    const res = await this.call(method, path, body);
    return { status: res.status, body: (await res.json()) as T, res };
  }

  private q(path: string): string {
    return `${path}${path.includes('?') ? '&' : '?'}site=${this.site}`;
  }

  add(productId: string, quantity: number, shipmentType: 'delivery' | 'pickup' = 'delivery', storeId: string | null = null) {
    return this.json('POST', this.q('/api/cart/items'), { lines: [{ productId, quantity }], shipmentType, storeId, vehicle: null });
  }

  cart() {
    return this.json('GET', this.q('/api/cart'));
  }

  details(email = 'ana@example.com', address: object = this.site === 'axle-ca' ? TORONTO : NEW_YORK) {
    return { email, shippingAddress: address, billingAddress: null };
  }

  preparePayment(details: object = this.details()) {
    return this.json('POST', this.q('/api/checkout/payment'), details);
  }

  /** What the hosted fields do: send the card to the provider's approve endpoint. */
  approve(paymentId: string, card: string) {
    return this.json('POST', `/test-pay/api/payments/${paymentId}/approve`, { number: card, expiry: '12/39', cvc: '123' });
  }

  placeOrder(paymentId: string, details: object = this.details()) {
    return this.json('POST', this.q('/api/checkout/orders'), { ...details, paymentId });
  }

  /** The whole checkout with a card; answers the place-order response. */
  async checkout(card: string = CARDS.approve, details: object = this.details()) {
    const payment = await this.preparePayment(details);
    if (payment.status !== 201) return payment;
    await this.approve(payment.body.paymentId, card);
    return this.placeOrder(payment.body.paymentId, details);
  }
}

export async function stockOf(productId: string, location: string): Promise<number> {
  const row = await env.DB.prepare('SELECT ats FROM inventory WHERE product_id = ?1 AND location_id = ?2').bind(productId, location).first<{ ats: number }>();
  return row?.ats ?? 0;
}
