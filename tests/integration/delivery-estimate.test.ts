import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { STANDARD_ESTIMATE_DAYS } from '../../shared/checkout/shipping';
import { get, getPage } from './http';

/**
 * One delivery time and one free-shipping threshold everywhere the store states them (decisions
 * 245, 246): the delivery-options API (the product page's stock section) and the FAQ and shipping
 * policy pages of every locale, as served.
 */
const { min, max } = STANDARD_ESTIMATE_DAYS;

const PAGES: [string, string, string[]][] = [
  ['en-US', '', [`${min} to ${max} business days`, 'Orders over $49 before tax ship free.']],
  ['es-US', '/es', [`de ${min} a ${max} días hábiles`, 'Los pedidos de más de $49 antes de impuestos tienen envío gratis.']],
  ['en-CA', '/ca', [`${min} to ${max} business days`, 'Orders over $59 before tax ship free.']],
  ['fr-CA', '/fr', [`de ${min} à ${max} jours ouvrables`, 'Les commandes de plus de 59\u00a0$ avant taxes sont livrées gratuitement.']],
];

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

describe('delivery estimate and free-shipping threshold, as served', () => {
  it('the delivery-options API states the standard method\u2019s estimate', async () => {
    const product = await env.DB.prepare("SELECT product_id FROM inventory WHERE location_id = 'online-ca' AND ats > 0 LIMIT 1").first<string>('product_id');
    const store = await env.DB.prepare("SELECT id FROM stores WHERE country_code = 'CA' LIMIT 1").first<string>('id');
    const res = await get(`/custom/custom-shipping/v1/organizations/f_ecom_axle/delivery-options?siteId=axle-ca&c_productId=${product}&c_storeId=${store}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { delivery: { shippingMethod: { method: string; estimatedTime: string } } };
    expect(body.delivery.shippingMethod).toEqual({ method: 'standard', estimatedTime: `${min}-${max} business days` });
  });

  it.each(PAGES)('%s FAQ and shipping policy say the same delivery time and threshold', async (_locale, prefix, phrases) => {
    for (const path of [`${prefix}/pages/faq/shipping/how-long-does-shipping-take`, `${prefix}/pages/policy/shipping-policy`]) {
      const res = await getPage(path);
      expect(res.status, path).toBe(200);
      const body = text(await res.text());
      expect(body, path).toContain(phrases[0]);
      if (path.includes('/faq/')) expect(body, path).toContain(phrases[1]);
    }
  });
});
