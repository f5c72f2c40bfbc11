import { describe, expect, it } from 'vitest';
import { vehicleFromPlateResponse, type PlateLookupResponse } from '../../shared/vehicles/plate-result';
import { get } from './http';

let ipCounter = 0;
/** A fresh client IP per test, so the per-IP limit of one test never spills into another. */
function freshIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

function postVin(body: unknown, headers: Record<string, string> = {}, ip = freshIp()): Promise<Response> {
  return get('/vin', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', 'cf-connecting-ip': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function lookup(licensePlate: string, state: string): Promise<PlateLookupResponse> {
  const res = await postVin({ licensePlate, state });
  expect(res.status).toBe(200);
  return (await res.json()) as PlateLookupResponse;
}

describe('POST /vin (licence-plate lookup)', () => {
  it('answers responseRecords[].vehicles[] with modelYear, makeCode, modelDesc', async () => {
    expect(await lookup('7ABC123', 'CA')).toEqual({ responseRecords: [{ vehicles: [{ modelYear: 2019, makeCode: 'HOND', modelDesc: 'CIVIC' }] }] });
    // Plates match without regard to case, spaces or dashes.
    expect(await lookup('7abc-123', 'CA')).toEqual(await lookup('7ABC123', 'CA'));
  });

  it('returns the model description as recorded; the client cuts it at the first slash', async () => {
    const response = await lookup('8XYZ789', 'CA');
    expect(response.responseRecords![0]!.vehicles![0]!.modelDesc).toBe('CR-V/CR-V HYBRID');
    const vehicle = vehicleFromPlateResponse(response)!;
    expect(vehicle.model.id).toBe('2020-honda-cr-v');
    expect((await get(`/api/vehicles/model?id=${vehicle.model.id}`)).status).toBe(200);
  });

  it('passes an unknown make code through to a model id the catalogue knows', async () => {
    const response = await lookup('POL2023', 'FL');
    expect(response.responseRecords![0]!.vehicles![0]!.makeCode).toBe('POLESTAR');
    const vehicle = vehicleFromPlateResponse(response)!;
    expect(vehicle.make.name).toBe('POLESTAR');
    expect(vehicle.model.id).toBe('2023-polestar-ps2');
    expect((await get('/api/vehicles/model?id=2023-polestar-ps2')).status).toBe(200);
  });

  it('answers no records for an unknown plate, and unusable vehicles as recorded', async () => {
    expect(await lookup('ZZZ999', 'TX')).toEqual({ responseRecords: [] });
    expect(await lookup('7ABC123', 'TX')).toEqual({ responseRecords: [] });
    const unusable = await lookup('NOVIN00', 'MA');
    expect(unusable.responseRecords![0]!.vehicles).toEqual([{ modelYear: 2012, makeCode: 'HOND', modelDesc: null }]);
    expect(vehicleFromPlateResponse(unusable)).toBeNull();
    // The first usable vehicle of a record wins.
    expect(vehicleFromPlateResponse(await lookup('TWO2019', 'NV'))?.model.id).toBe('2019-honda-odyssey');
  });

  it.each([
    [{ licensePlate: '7ABC123' }, 'state must be a two-letter US state code'],
    [{ licensePlate: '7ABC123', state: 'ZZ' }, 'state must be a two-letter US state code'],
    [{ licensePlate: '7ABC123', state: 'ON' }, 'state must be a two-letter US state code'],
    [{ state: 'CA' }, 'licensePlate must be 1 to 10 letters, digits, spaces or dashes'],
    [{ licensePlate: 'ABCDEFGHIJK', state: 'CA' }, 'licensePlate must be 1 to 10 letters, digits, spaces or dashes'],
    [{ licensePlate: "'; DROP", state: 'CA' }, 'licensePlate must be 1 to 10 letters, digits, spaces or dashes'],
    ['not json', 'Request body must be valid JSON'],
    [[1, 2], 'Send a JSON body {licensePlate, state}'],
  ])('answers 400 for %j', async (body, message) => {
    const res = await postVin(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message });
  });

  it('refuses cross-site requests with 403', async () => {
    const cases: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }];
    for (const headers of cases) {
      const res = await postVin({ licensePlate: '7ABC123', state: 'CA' }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual({ status: 403, message: 'Cross-site requests are not allowed' });
    }
    const noOrigin = await get('/vin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"licensePlate":"7ABC123","state":"CA"}' });
    expect(noOrigin.status).toBe(403);
    const sameOrigin = await postVin({ licensePlate: '7ABC123', state: 'CA' }, { 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.status).toBe(200);
  });

  it('allows 10 lookups per minute per IP, then 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await postVin({ licensePlate: 'ABC1234', state: 'TX' }, {}, ip)).status).toBe(200);
    const limited = await postVin({ licensePlate: 'ABC1234', state: 'TX' }, {}, ip);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await limited.json()) as { status: number; message: string };
    expect(body).toEqual({ status: 429, message: `Too many requests. Please try again in ${retryAfter} seconds.` });
    // Another client is not affected.
    expect((await postVin({ licensePlate: 'ABC1234', state: 'TX' })).status).toBe(200);
  });
});
