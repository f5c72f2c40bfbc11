import { MARKER_TAG, type FuzzRequest } from './fuzz-inputs';

/** DESIGN §4 headers every response carries, 404s, redirects, streamed and cached pages included. */
const REQUIRED_HEADERS: [string, (value: string) => boolean][] = [
  ['content-security-policy', (v) => v.includes("object-src 'none'") && v.includes("base-uri 'none'") && /frame-ancestors '(none|self)'/.test(v) && /script-src 'nonce-/.test(v)],
  ['strict-transport-security', (v) => v.includes('max-age=')],
  ['x-content-type-options', (v) => v === 'nosniff'],
  ['referrer-policy', (v) => v === 'strict-origin-when-cross-origin'],
  ['x-request-id', (v) => v.length > 0],
];

/** What is wrong with a response to a fuzzed request, or null: below 500, headers present, no markup echoed. */
export function problemsOf(response: { status: number; headers: Headers; body: string }): string[] {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`status ${response.status}`);
  for (const [name, ok] of REQUIRED_HEADERS) {
    const value = response.headers.get(name);
    if (value === null || !ok(value)) problems.push(`header ${name}: ${value ?? 'missing'}`);
  }
  const type = response.headers.get('content-type') ?? '';
  if ((type.includes('html') || type === '') && response.body.includes(MARKER_TAG)) problems.push('input reflected unescaped in HTML');
  return problems;
}

/** The Request for a fuzz case, against any origin. */
export function toRequest(origin: string, input: FuzzRequest): Request {
  return new Request(`${origin}${input.path}`, { method: input.method, headers: input.headers, body: input.body, redirect: 'manual' });
}
