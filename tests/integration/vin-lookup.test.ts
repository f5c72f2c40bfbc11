import { describe, expect, it } from 'vitest';
import type { VinLookupErrorBody, VinLookupResult } from '../../shared/vehicles/vin-lookup';
import { get } from './http';

let ipCounter = 0;
/** A fresh client IP per test, so the per-IP limit of one test never spills into another. */
function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

function postVin(body: unknown, headers: Record<string, string> = {}, ip = freshIp()): Promise<Response> {
  return get('/api/vehicles/vin', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', 'cf-connecting-ip': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function lookup(vin: string): Promise<VinLookupResult> {
  const res = await postVin({ vin });
  expect(res.status, `${vin} ${res.status === 200 ? "" : await res.clone().text()}`).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as VinLookupResult;
}

const level = (id: string, name: string) => ({ id, value: id, name, label: name });

describe('POST /api/vehicles/vin', () => {
  it('lands a fully decoded VIN on year, make, model, trim and engine of our table', async () => {
    expect(await lookup('1GCUYDED9KZ137465')).toEqual({
      vin: '1GCUYDED9KZ137465',
      year: level('2019', '2019'),
      make: level('2019-chevrolet', 'Chevrolet'),
      model: level('2019-chevrolet-silverado', 'Silverado'),
      submodel: 'LT',
      engine: '5.3L V8',
      undecided: null,
    });
  });

  it('reads a VIN typed in lower case with spaces and dashes', async () => {
    expect((await lookup(' 1gcuyded9-kz137465 ')).vin).toBe('1GCUYDED9KZ137465');
  });

  it('names the first level the VIN leaves open', async () => {
    // Camry 2.5 L: the engine is decided, the trim is the shopper's choice.
    expect(await lookup('4T1B11HK5KU781235')).toMatchObject({ model: { id: '2019-toyota-camry' }, submodel: null, engine: '2.5L L4', undecided: 'submodel' });
    // A Honda WMI with a descriptor no pattern knows: year and make, then the model to choose.
    expect(await lookup('2HGZZZAZ0KH000000')).toMatchObject({ year: { id: '2019' }, make: { id: '2019-honda', name: 'Honda' }, model: null, undecided: 'model' });
    // A WMI Stellantis shares between makes: only the year is known.
    expect(await lookup('1C4ZZZAZ9KC000000')).toMatchObject({ year: { id: '2019' }, make: null, model: null, undecided: 'make' });
    // The model of a shared WMI names its make.
    expect(await lookup('1C4RJFAG6KC584120')).toMatchObject({ make: { id: '2019-jeep' }, model: { id: '2019-jeep-grand-cherokee' } });
  });

  it('keeps a trim or engine the VIN names but our table lacks unset', async () => {
    // A 2.0 L Civic LX; our table lists the 2019 Civic only as Sport 1.5 L.
    expect(await lookup('2HGFC2F58KH542110')).toMatchObject({ model: { id: '2019-honda-civic' }, submodel: null, engine: null, undecided: null });
  });

  it.each([
    ['2HGFC2F59KH542110', 'check-digit', "This VIN's check digit (the 9th character) does not match: check each character."],
    ['2HGFC2F58KH54211', 'length', 'A VIN has 17 characters.'],
    ['2HGFC2F58KH5421100', 'length', 'A VIN has 17 characters.'],
    ['', 'length', 'A VIN has 17 characters.'],
    ['2HGFC2F58KH54211O', 'letters', 'A VIN never uses the letters I, O or Q: check for the digits 1 and 0.'],
    ['IHGFC2F58KH542110', 'letters', 'A VIN never uses the letters I, O or Q: check for the digits 1 and 0.'],
    ['2HGFC2F58KH5421#0', 'characters', 'A VIN uses only letters and digits.'],
    ["'; DROP TABLE x;--", 'characters', 'A VIN uses only letters and digits.'],
    ['1M8GDM9A6UP042788', 'year', 'The 10th character of this VIN is not a model year.'],
    ['1GCUYDED9KZ137465'.padEnd(41, ' '), 'length', 'A VIN has 17 characters.'],
  ])('answers 400 for %j (%s)', async (vin, code, message) => {
    const res = await postVin({ vin });
    expect(res.status).toBe(400);
    expect((await res.json()) as VinLookupErrorBody).toEqual({ status: 400, code, message });
  });

  it('answers 404 for a maker it does not know and for years our catalogue lacks', async () => {
    const unknown = await postVin({ vin: 'ZZZ111116KZ000000' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status: 404, code: 'unknown-maker', message: "We don't recognize the maker of this VIN." });
    // A 2003 Accord (a digit in position 7 puts the year in 1980–2009): our vehicle table starts in 2010.
    const old = await postVin({ vin: '1HGCM82633A004352' });
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({ status: 404, code: 'not-in-catalogue', message: 'We have no parts listed for this vehicle yet.' });
  });

  it.each([
    [{}, 'Send a JSON body {vin} with the VIN as a string'],
    [{ vin: 12345678901234567 }, 'Send a JSON body {vin} with the VIN as a string'],
    [[1, 2], 'Send a JSON body {vin} with the VIN as a string'],
    ['not json', 'Request body must be valid JSON'],
  ])('answers 400 for the body %j', async (body, message) => {
    const res = await postVin(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message });
  });

  it('refuses cross-site requests with 403', async () => {
    const cases: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }];
    for (const headers of cases) {
      const res = await postVin({ vin: '1GCUYDED9KZ137465' }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it('allows 10 lookups per minute per IP, counted apart from plate lookups, then 429 with Retry-After', async () => {
    const ip = freshIp();
    const plate = await get('/vin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', 'cf-connecting-ip': ip },
      body: JSON.stringify({ licensePlate: 'ABC1234', state: 'TX' }),
    });
    expect(plate.status).toBe(200);
    // Refused VINs count too: guessing check digits costs lookups.
    for (let i = 0; i < 10; i++) expect((await postVin({ vin: i % 2 ? '1GCUYDED9KZ137465' : 'short' }, {}, ip)).status).not.toBe(429);
    const limited = await postVin({ vin: '1GCUYDED9KZ137465' }, {}, ip);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await postVin({ vin: '1GCUYDED9KZ137465' })).status).toBe(200);
  });
});
