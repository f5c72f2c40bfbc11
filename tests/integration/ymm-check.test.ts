import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { get } from './http';

const BASE = '/custom/ymm-check/v1/organizations/f_ecom_axle/ymm-check';
const CIVIC = '2019-honda-civic';

async function check(query: string): Promise<{ isCompatible: boolean; qualifiersMatch: boolean }> {
  const res = await get(`${BASE}?${query}`);
  expect(res.status, query).toBe(200);
  return (await res.json()) as { isCompatible: boolean; qualifiersMatch: boolean };
}

async function one(sql: string, ...params: string[]): Promise<Record<string, string>> {
  const row = await env.DB.prepare(sql).bind(...params).first<Record<string, string>>();
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

describe('GET ymm-check', () => {
  it('is compatible when the product has a fitment row for the model id', async () => {
    const { product_id } = await one('SELECT product_id FROM fitments WHERE model_id = ?1 AND submodel IS NULL AND engine IS NULL LIMIT 1', CIVIC);
    expect(await check(`c_productId=${product_id}&c_vehicleID=${CIVIC}&siteId=axle-us`)).toEqual({ isCompatible: true, qualifiersMatch: true });
    expect((await check(`c_productId=${product_id}&c_vehicleID=${CIVIC.toUpperCase()}&siteId=axle-ca`)).isCompatible).toBe(true);
  });

  it('is compatible for a universal product with any vehicle', async () => {
    const { id } = await one('SELECT id FROM products WHERE universal = 1 LIMIT 1');
    expect((await check(`c_productId=${id}&c_vehicleID=2015-ford-escape&siteId=axle-us`)).isCompatible).toBe(true);
  });

  it('is not compatible when the product does not fit the vehicle or is unknown', async () => {
    const { id } = await one(
      'SELECT id FROM products WHERE universal = 0 AND id NOT IN (SELECT product_id FROM fitments WHERE model_id = ?1) LIMIT 1',
      CIVIC,
    );
    expect(await check(`c_productId=${id}&c_vehicleID=${CIVIC}&siteId=axle-us`)).toEqual({ isCompatible: false, qualifiersMatch: false });
    expect((await check(`c_productId=NOPE-1&c_vehicleID=${CIVIC}&siteId=axle-us`)).isCompatible).toBe(false);
  });

  it('answers not compatible (200) when the product id or the vehicle is missing', async () => {
    const { product_id } = await one('SELECT product_id FROM fitments WHERE model_id = ?1 LIMIT 1', CIVIC);
    expect((await check(`c_vehicleID=${CIVIC}&siteId=axle-us`)).isCompatible).toBe(false);
    expect((await check(`c_productId=${product_id}&siteId=axle-us`)).isCompatible).toBe(false);
    expect((await check(`c_productId=&c_vehicleID=&siteId=axle-us`)).isCompatible).toBe(false);
  });

  it('reports whether trim and engine match a qualified fitment', async () => {
    // A product whose only rows for this model require one trim (any engine).
    const row = await one(
      `SELECT f.product_id, f.model_id, f.submodel FROM fitments f
         WHERE f.submodel IS NOT NULL AND f.engine IS NULL
           AND NOT EXISTS (SELECT 1 FROM fitments g WHERE g.product_id = f.product_id AND g.model_id = f.model_id
                             AND (g.submodel IS NULL OR g.submodel <> f.submodel OR g.engine IS NOT NULL))
         LIMIT 1`,
    );
    const base = `c_productId=${row.product_id}&c_vehicleID=${row.model_id}&siteId=axle-us`;
    expect(await check(`${base}&c_submodel=${encodeURIComponent(row.submodel!)}`)).toEqual({ isCompatible: true, qualifiersMatch: true });
    expect(await check(`${base}&c_submodel=${encodeURIComponent(row.submodel!.toLowerCase())}&c_engine=2.0L%20L4`)).toEqual({ isCompatible: true, qualifiersMatch: true });
    expect(await check(`${base}&c_submodel=NoSuchTrim`)).toEqual({ isCompatible: true, qualifiersMatch: false });
    expect(await check(base)).toEqual({ isCompatible: true, qualifiersMatch: false });
  });

  it.each([
    [`${BASE}?c_productId=X&c_vehicleID=${CIVIC}`, 400, 'siteId is required'],
    [`${BASE}?c_productId=X&c_vehicleID=${CIVIC}&siteId=nope`, 400, 'Unknown siteId: nope'],
    [`${BASE}?c_productId=${'X'.repeat(200)}&siteId=axle-us`, 400, 'c_productId is too long'],
    [`/custom/ymm-check/v1/organizations/other/ymm-check?siteId=axle-us`, 404, 'Unknown organization: other'],
  ])('%s answers %i', async (path, status, message) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ status, message });
  });
});
