import { describe, expect, it } from 'vitest';
import { isJsonContentType, MAX_JSON_DEPTH, nestsDeeperThan, readJsonBody } from './json-request';

describe('isJsonContentType', () => {
  it('takes the media type application/json, in any case, with no charset or UTF-8', () => {
    for (const type of ['application/json', 'APPLICATION/JSON', ' application/json ; charset=utf-8', 'application/json;charset="UTF-8"', 'application/json; foo=bar']) {
      expect(isJsonContentType(type), type).toBe(true);
    }
  });

  it('refuses JSON named only in a parameter, look-alike types and other charsets', () => {
    for (const type of [null, undefined, '', 'text/plain;charset=application/json', 'text/plain; application/json', 'application/jsonp', 'application/json-seq', 'application/vnd.api+json', 'application/json; charset=utf-16', 'application/json; charset=']) {
      expect(isJsonContentType(type), String(type)).toBe(false);
    }
  });
});

describe('nestsDeeperThan', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  it('counts arrays and objects together', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{{{"]]]' }), 1)).toBe(false);
    expect(nestsDeeperThan('["\\"[[[[", 1]', 1)).toBe(false);
    expect(nestsDeeperThan('["\\\\", [[1]]]', 2)).toBe(true);
  });
});

describe('readJsonBody', () => {
  const request = (body: BodyInit, type = 'application/json') => new Request('http://localhost/', { method: 'POST', headers: { 'content-type': type }, body });

  it('reads a JSON body', async () => {
    expect(await readJsonBody(request('{"a":[1,2]}'))).toEqual({ a: [1, 2] });
  });

  it('answers 415, 413 and 400 with their messages', async () => {
    await expect(readJsonBody(request('{}', 'text/plain;charset=application/json'))).rejects.toMatchObject({ status: 415, message: 'Content-Type must be application/json' });
    await expect(readJsonBody(request(`"${'x'.repeat(64 * 1024)}"`))).rejects.toMatchObject({ status: 413 });
    await expect(readJsonBody(request(nested(10_000)))).rejects.toMatchObject({ status: 400, message: 'Request body is nested too deeply (at most 16 levels of arrays and objects)' });
    await expect(readJsonBody(request(new Uint8Array([0x22, 0xff, 0x22])))).rejects.toMatchObject({ status: 400, message: 'Request body must be valid JSON' });
    await expect(readJsonBody(request('{"a":'))).rejects.toMatchObject({ status: 400, message: 'Request body must be valid JSON' });
  });
});

function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}
