import fc from 'fast-check';
import type { Endpoint } from './endpoints';

/**
 * Markup a response must never echo unescaped: a tag and attribute break. Checked as
 * `<fz-probe` in HTML (escaped output reads `&lt;fz-probe`).
 */
export const MARKER = `"'><fz-probe x=1>`;
export const MARKER_TAG = '<fz-probe';

/** A request as plain data, so a failing case prints readably and replays exactly. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Real ids and words, so inputs also reach the code behind the first validation. */
const KNOWN = [
  'AX-BRK-100403', 'ax-brk-100403', 'brakes', 'brake-pads', 'parts', '2019-honda-civic', '2099-nope-car', 'axle-us', 'axle-ca',
  'en-US', 'fr-CA', 'es-US', 'en-CA', 'f_ecom_axle', '101', '201', 'other-parts-for-vehicle', 'privacy-policy', 'shipping',
  'online-us', 'online-ca', 'AX00000001', 'default', 'me', 'wishlist', '1', '0', '-1', '2', '99999999999', 'true', 'null',
];
/** Path and query text that broke parsers before (malformed-paths.test.ts) or commonly do. */
const NASTY = [
  '', '%', '%%', '%ZZ', '%00', '%E0%A4%A', '%C0%AF', '%2F', '%5C', '..', '.', '//', '\\', '\u0000', '\uFFFF', '\uD800',
  '1e999', 'NaN', 'Infinity', '-0', '0x10', ' ', '\t', '<script>alert(1)</script>', "' OR 1=1 --", '${7*7}', '{{7*7}}', '__proto__', 'constructor',
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 10 }).map((s) => `${s}${MARKER}`) },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 3_000 }).map((n) => 'a'.repeat(n)) },
);

/** Some strings go into the URL raw (broken percent-encoding), most encoded. */
const urlPart = fc.oneof(
  { weight: 4, arbitrary: text.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '?'))) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%%', '%ZZ', '%E0%A4%A', '%C0%AF', '%00', '..', '', '%2F..%2F') },
);

const QUERY_KEYS = [
  'q', 'site', 'siteId', 'locale', 'limit', 'offset', 'sort', 'refine', 'pid', 'vehicle', 'products', 'ids', 'id', 'levels', 'page',
  'productId', 'storeId', 'year', 'make', 'model', 'category', 'redirected', 'next', 'c_vehicleID', 'c_storeId', 'c_sortingRule',
  'c_productIds', 'expand', 'postalCode', 'countryCode', 'maxDistance', 'size', 'a',
];

const query = fc
  .array(fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: urlPart }), urlPart), { maxLength: 5 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

/** Header values are ASCII without line breaks (anything else the runtime refuses before the worker sees it). */
const headerText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
  fc.constant(MARKER),
  fc.constantFrom(...KNOWN),
);

const COOKIE_NAMES = ['__Host-axle_sid', '__Host-axle_order', '__Host-axle_gate', 'axle_vehicle', 'axle_partner_order', 'axle_partner_redirect', 'axle-recently-viewed', 'x'];

const headers = fc.record(
  {
    accept: fc.constantFrom('text/html', 'application/json', '*/*', 'text/html,application/xhtml+xml', 'image/*', ';;;', ''),
    'accept-language': fc.oneof(fc.constantFrom('fr-CA,fr;q=0.9', 'es-US', 'en', '*', 'zz-ZZ;q=abc', ',,,'), headerText),
    cookie: fc
      .array(fc.tuple(fc.constantFrom(...COOKIE_NAMES), headerText.map((v) => v.replace(/;/g, ''))), { maxLength: 4 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('; ')),
    'user-agent': fc.oneof(fc.constantFrom('Mozilla/5.0', 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8', ''), headerText),
    'content-type': fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data', 'application/json; charset=utf-16', 'nonsense'),
    origin: fc.constantFrom('http://localhost', 'null', 'https://evil.example', 'http://localhost:1', ''),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none'),
    authorization: fc.oneof(fc.constant('Bearer x.y.z'), headerText.map((v) => `Bearer ${v}`)),
    'cf-connecting-ip': fc.ipV4(),
  },
  { requiredKeys: [] },
);

/** Field names the JSON bodies of the API use, so generated objects reach the validators' inner rules. */
const FIELDS = [
  'email', 'password', 'currentPassword', 'newPassword', 'token', 'firstName', 'lastName', 'phone', 'productId', 'quantity', 'lines',
  'shipmentType', 'storeId', 'vehicle', 'items', 'id', 'siteId', 'locale', 'subject', 'message', 'sentDate', 'recaptchaToken', 'captchaToken',
  'shippingAddress', 'billingAddress', 'paymentId', 'address1', 'city', 'stateCode', 'postalCode', 'countryCode', 'number', 'expiry', 'cvc',
  'review_title', 'review_content', 'review_score', 'display_name', 'sku', 'vin', 'orderNo', 'customer', 'type', 'name', 'c_storeId', 'userid',
];

const jsonLeaf = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, jsonLeaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 6 }),
})).value;

const body = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), jsonValue, { maxKeys: 8 }).map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: jsonValue.map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', '[', 'null', '"x"', '1e999999', '{"__proto__":{"x":1}}', '\u0000', 'a=1&b=%', MARKER) },
  { weight: 1, arbitrary: fc.array(fc.tuple(fc.constantFrom(...FIELDS), urlPart), { maxLength: 5 }).map((p) => p.map(([k, v]) => `${k}=${v}`).join('&')) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 80 }).map((kb) => JSON.stringify({ message: 'x'.repeat(kb * 1024) })) },
);

/** A path of the endpoint's pattern with every parameter filled by generated text. */
function pathOf(endpoint: Endpoint, parts: string[], prefix: string): string {
  let i = 0;
  const next = () => parts[i++ % parts.length] ?? '';
  const path = endpoint.pattern
    .replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => next())
    .replace(/\*$/, () => `${next()}/${next()}`);
  return endpoint.page ? `${prefix}${path === '/' ? '' : path}` || '/' : path;
}

const PREFIXES = ['', '', '', '/ca', '/ca/fr', '/es', '/s/axle-us', '/s/axle-ca/fr'];

/** Requests for one endpoint: its method (sometimes another one), a filled path, a query, headers and a body. */
export function requestsFor(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      parts: fc.array(urlPart, { minLength: 1, maxLength: 4 }),
      prefix: fc.constantFrom(...PREFIXES),
      query,
      headers,
      body,
      otherMethod: fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'), { freq: 10 }),
    })
    .map(({ parts, prefix, query: q, headers: h, body: b, otherMethod }) => {
      const method = otherMethod ?? endpoint.method;
      const sendsBody = method !== 'GET' && method !== 'HEAD';
      return { method, path: pathOf(endpoint, parts, prefix) + q, headers: h, ...(sendsBody ? { body: b } : {}) };
    });
}
