/**
 * Key gate (document 1 §4, §6; decision 154). With GATE_KEY set, every request without a valid pass
 * gets only the gate: pages the gate page (401), APIs a 401 JSON. The gate's own endpoints stay
 * reachable: GET/POST /gate (HTML form, Hono csrf()) and POST /api/gate (JSON, same-origin), plus
 * static files. Off (no key) by default.
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { csrf } from 'hono/csrf';
import { createMiddleware } from 'hono/factory';
import { optional, size, string, type } from 'superstruct';
import { resolveLocation } from '../../shared/sites/resolve';
import { gatePage, type GateError } from '../commerce/gate/gate-page';
import { GATE_COOKIE, issuePass, keyMatches, passCookie, passIsValid } from '../commerce/gate/gate-pass';
import type { AppEnv } from '../env';
import { jsonBody } from '../routes/commerce-api/json-body';
import { sameOriginOnly } from '../routes/api/newsletter';
import { countHit } from '../data/repos/rate-limits-repo';
import { clientIp } from './rate-limit';
import { formFields } from '../routes/form-body';

export const GATE_REQUIRED_MESSAGE = 'Field Required';
export const GATE_INVALID_MESSAGE = 'Invalid fixed key!';
/** Key attempts per client IP: 10 a minute. */
export const GATE_LIMIT = { name: 'key-gate', limit: 10, windowSeconds: 60 } as const;

interface GateEnv {
  GATE_KEY?: string;
}

function gateKeyOf(c: Context<AppEnv>): string | null {
  const key = (c.env as GateEnv).GATE_KEY;
  return key && key.length > 0 ? key : null;
}

/**
 * Only same-site paths go in `next`: never an open redirect. Printable ASCII only, since it
 * becomes a Location header (a decoded line break or non-ASCII character cannot).
 */
function safeNext(value: unknown): string {
  const text = typeof value === 'string' ? value : '/';
  return /^\/[\x21-\x7e]*$/.test(text) && !text.startsWith('//') && !text.startsWith('/\\') && text.length <= 2000 ? text : '/';
}

function localeOf(c: Context<AppEnv>, next: string) {
  return resolveLocation(new URL(next, c.req.url)).locale.id;
}

async function limited(c: Context<AppEnv>): Promise<boolean> {
  const now = Math.floor(Date.now() / 1000);
  const { count } = await countHit(c.env.DB, GATE_LIMIT.name, clientIp(c).slice(0, 200), now - (now % GATE_LIMIT.windowSeconds), GATE_LIMIT.windowSeconds);
  return count > GATE_LIMIT.limit;
}

function page(c: Context<AppEnv>, next: string, error: GateError, status: 200 | 400 | 401 | 429) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.html(gatePage({ locale: localeOf(c, next), next, error }), status);
}

/** Paths the gate never blocks: its own endpoints and static files. */
const OPEN = [/^\/gate$/, /^\/api\/gate$/, /^\/build\//, /^\/i18n\//, /^\/images\//, /^\/favicon\.svg$/, /^\/robots\.txt$/];

export const keyGate = createMiddleware<AppEnv>(async (c, next) => {
  const key = gateKeyOf(c);
  const path = new URL(c.req.url).pathname;
  if (!key || OPEN.some((re) => re.test(path)) || (await passIsValid(key, getCookie(c, GATE_COOKIE)))) return next();
  const accept = c.req.header('accept') ?? '';
  if (c.req.method === 'GET' && accept.includes('text/html')) {
    const url = new URL(c.req.url);
    return page(c, url.pathname + url.search, null, 401);
  }
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 401, message: 'An access key is required.' }, 401);
});

const KeySchema = type({ key: optional(size(string(), 0, 500)), next: optional(size(string(), 0, 2000)) });

/** The gate's endpoints: the page, the HTML form post and the JSON check. */
export const gateRoutes = new Hono<AppEnv>()
  .get('/gate', (c) => {
    const next = safeNext(c.req.query('next'));
    if (!gateKeyOf(c)) return c.redirect(next, 303);
    return page(c, next, null, 200);
  })
  .post('/gate', csrf(), async (c) => {
    const key = gateKeyOf(c);
    const form = await formFields(c);
    if (!form) return page(c, '/', 'required', 400);
    const next = safeNext(form.next);
    if (!key) return c.redirect(next, 303);
    const entered = typeof form.key === 'string' ? form.key.slice(0, 500) : '';
    if (!entered.trim()) return page(c, next, 'required', 400);
    if (await limited(c)) return page(c, next, 'tooMany', 429);
    if (!(await keyMatches(key, entered))) return page(c, next, 'invalid', 401);
    c.header('Set-Cookie', passCookie(await issuePass(key)));
    return c.redirect(next, 303);
  })
  .post('/api/gate', sameOriginOnly, async (c) => {
    const key = gateKeyOf(c);
    c.header('Cache-Control', 'no-store');
    if (!key) return c.json({ status: 'ok' });
    const body = await jsonBody(c, KeySchema);
    const entered = body.key ?? '';
    if (!entered.trim()) return c.json({ status: 400, message: GATE_REQUIRED_MESSAGE, field: 'key' }, 400);
    if (await limited(c)) return c.json({ status: 429, message: 'Too many requests. Please try again in a minute.' }, 429);
    if (!(await keyMatches(key, entered))) return c.json({ status: 401, message: GATE_INVALID_MESSAGE, field: 'key' }, 401);
    c.header('Set-Cookie', passCookie(await issuePass(key)));
    return c.json({ status: 'ok' });
  });
