import { describe, expect, it } from 'vitest';
import { getPage, get } from './http';

describe('/cart page', () => {
  it('is personal: private, no-store, with no session created by reading it', async () => {
    for (const path of ['/cart', '/ca/fr/cart']) {
      const res = await getPage(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await res.text()).toContain('<h1');
    }
  });

  it('serves its payload to client navigation as the cart kind', async () => {
    const res = await get('/api/page/cart');
    const payload = (await res.json()) as { kind: string; status: number };
    expect(payload).toMatchObject({ kind: 'cart', status: 200 });
  });
});
