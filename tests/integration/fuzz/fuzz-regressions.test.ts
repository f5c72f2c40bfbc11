import { describe, expect, it } from 'vitest';
import { get } from '../http';
import { problemsOf } from './fuzz-checks';

/** Inputs the fuzz run (bench/fuzz/fuzz-bench.ts) found answering 500, kept as plain cases. */
async function check(path: string, init: RequestInit = {}) {
  const res = await get(path, init);
  const body = await res.text();
  return { res, body, problems: problemsOf({ status: res.status, headers: res.headers, body }) };
}

describe('fuzz findings', () => {
  it.each(['/gate?next=/%0Ax', '/gate?next=/%C3%A9', '/gate?next=/a%00b'])('GET %s redirects home instead of failing on the Location header', async (path) => {
    const { res, problems } = await check(path);
    expect(problems).toEqual([]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });

  it('POST /gate with a multipart type and no boundary answers below 500', async () => {
    const { problems } = await check('/gate', { method: 'POST', headers: { 'content-type': 'multipart/form-data', origin: 'http://localhost' }, body: 'key=x' });
    expect(problems).toEqual([]);
  });
});
