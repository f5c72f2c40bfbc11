import { describe, expect, it } from 'vitest';
import { createRegisteredShopper } from './account-fixtures';
import { get, getPage } from './http';


async function pageAs(path: string, cookie?: string | null) {
  return getPage(path, cookie ? { cookie } : {});
}

describe('sign-in pages (document 1 §2.1, §2.5)', () => {
  it('render for a guest: 200, private no-store, noindex, nothing created by reading them', async () => {
    for (const path of ['/login', '/registration', '/reset-password', '/reset-password?token=abc', '/ca/fr/login', '/es/registration']) {
      const res = await pageAs(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, follow');
      expect(res.headers.get('set-cookie'), path).toBeNull();
      const html = await res.text();
      expect(html, path).toContain('<meta name="robots" content="noindex, follow"/>');
    }
  });

  it('send a guest from /change-password to /login?next=/change-password, keeping the locale prefix', async () => {
    const res = await pageAs('/change-password');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?next=%2Fchange-password');
    const fr = await pageAs('/ca/fr/change-password');
    expect(fr.headers.get('location')).toBe('/ca/fr/login?next=%2Fchange-password');
  });

  it('show /change-password to a registered shopper, private and noindex', async () => {
    const { shopper } = await createRegisteredShopper();
    const res = await pageAs('/change-password', shopper.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, follow');
    expect(await res.text()).toContain('Change Password');
  });

  it('send a registered shopper from /login to /account, or to a safe ?next=, and from /registration to /account', async () => {
    const { shopper } = await createRegisteredShopper();
    expect((await pageAs('/login', shopper.cookie)).headers.get('location')).toBe('/account');
    expect((await pageAs('/es/login', shopper.cookie)).headers.get('location')).toBe('/es/account');
    expect((await pageAs('/login?next=%2Fcart', shopper.cookie)).headers.get('location')).toBe('/cart');
    expect((await pageAs('/login?next=https%3A%2F%2Fevil.example%2F', shopper.cookie)).headers.get('location')).toBe('/account');
    expect((await pageAs('/login?next=%2F%2Fevil.example', shopper.cookie)).headers.get('location')).toBe('/account');
    expect((await pageAs('/registration', shopper.cookie)).headers.get('location')).toBe('/account');
  });

  it('keep only a safe ?next= in the login payload (never an open redirect)', async () => {
    const next = async (raw: string) => ((await (await get(`/api/page/login?next=${encodeURIComponent(raw)}`)).json()) as { data: { next: string | null } }).data.next;
    expect(await next('/change-password')).toBe('/change-password');
    expect(await next('//evil.example/x')).toBeNull();
    expect(await next('https://evil.example')).toBeNull();
    expect(await next('/\\evil.example')).toBeNull();
  });

  it('answer client navigation with the same rules (auth kind, redirect as data)', async () => {
    const login = await get('/api/page/login');
    expect(await login.json()).toMatchObject({ kind: 'auth', status: 200, data: { form: 'login', next: null }, seo: { index: false } });
    const change = await get('/api/page/change-password');
    expect(await change.json()).toEqual({ redirect: '/login?next=%2Fchange-password', status: 302 });
    const { shopper } = await createRegisteredShopper();
    const asRegistered = await get('/api/page/login', { headers: { cookie: shopper.cookie! } });
    expect(await asRegistered.json()).toEqual({ redirect: '/account', status: 302 });
  });

});
