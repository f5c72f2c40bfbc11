import { describe, expect, it } from 'vitest';
import { get } from './http';

const PREF = '/custom/site-pref/v1/organizations/f_ecom_axle/get-value';

async function pref(query: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await get(`${PREF}?${query}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('GET site-pref get-value (document 1 §7)', () => {
  it('lists the 13 provinces and territories on the Canadian site and 50 states plus DC on the US site', async () => {
    const ca = await pref('siteId=axle-ca&c_sitePrefId=allowedStatesForShippingAndBilling');
    expect(ca.status).toBe(200);
    const provinces = ca.body.value as { id: string; value: string }[];
    expect(provinces).toHaveLength(13);
    expect(provinces).toContainEqual({ id: 'ON', value: 'Ontario' });
    const us = await pref('siteId=axle-us&c_sitePrefId=allowedStatesForShippingAndBilling');
    expect((us.body.value as unknown[]).length).toBe(51);
    expect(us.body.id).toBe('allowedStatesForShippingAndBilling');
  });

  it('reads the three flags', async () => {
    expect((await pref('siteId=axle-ca&c_sitePrefId=enableAutocomplete')).body).toEqual({ id: 'enableAutocomplete', value: true });
    expect((await pref('siteId=axle-us&c_sitePrefId=enableStateMismatchWarning')).body).toEqual({ id: 'enableStateMismatchWarning', value: true });
    expect((await pref('siteId=axle-us&c_sitePrefId=recaptchaEnabled')).body).toEqual({ id: 'recaptchaEnabled', value: false });
  });

  it('answers 400 with a message for an unknown preference, a missing one, or an unknown site', async () => {
    const unknown = await pref('siteId=axle-us&c_sitePrefId=nope');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown site preference: nope');
    expect((await pref('siteId=axle-us')).status).toBe(400);
    const site = await pref('siteId=axle-xx&c_sitePrefId=enableAutocomplete');
    expect(site.status).toBe(400);
    expect(site.body.message).toBe('Unknown siteId: axle-xx');
    expect((await pref('c_sitePrefId=enableAutocomplete')).status).toBe(400);
  });
});

describe('GET /api/address/autocomplete (bundled postal centroids)', () => {
  async function predictions(query: string): Promise<{ postalCode: string; stateCode: string; countryCode: string }[]> {
    const res = await get(`/api/address/autocomplete?${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { predictions: { postalCode: string; stateCode: string; countryCode: string }[] }).predictions;
  }

  it('returns nothing under 3 characters', async () => {
    expect(await predictions('site=axle-ca&q=M5')).toEqual([]);
    expect(await predictions('site=axle-us&q=10')).toEqual([]);
  });

  it('finds Canadian postal areas on the Canadian site with their province', async () => {
    expect(await predictions('site=axle-ca&q=m5j%202x1')).toEqual([{ postalCode: 'M5J', stateCode: 'ON', countryCode: 'CA' }]);
  });

  it('finds US ZIP codes on the US site only', async () => {
    const us = await predictions('site=axle-us&q=1000');
    expect(us.length).toBeGreaterThan(0);
    expect(us.length).toBeLessThanOrEqual(8);
    for (const p of us) {
      expect(p.postalCode.startsWith('1000')).toBe(true);
      expect(p.countryCode).toBe('US');
    }
    expect(await predictions('site=axle-ca&q=1000')).toEqual([]);
    expect(await predictions('site=axle-us&q=M5J')).toEqual([]);
  });

  it('rejects an over-long query with 400', async () => {
    expect((await get(`/api/address/autocomplete?site=axle-us&q=${'1'.repeat(41)}`)).status).toBe(400);
  });
});
