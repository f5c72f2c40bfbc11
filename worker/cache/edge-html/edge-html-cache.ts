/**
 * Edge HTML cache (DESIGN §8, decisions 200–204): anonymous GETs of catalog and content pages are
 * answered from the Workers Cache API, keyed by URL, site, locale, selected vehicle, render mode,
 * client build and the catalog (and product) version. A hit gets this response's CSP nonce
 * rewritten into the HTML; the security headers are added by the outer middleware as for any
 * response. Past its fresh time an entry is served stale while one re-render runs in waitUntil.
 * The isolate keeps a hot copy of the pages it stored or read (decision 205).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchRoute } from '../../../shared/routes/match-route';
import { routeCache } from '../../../shared/routes/route-cache';
import { CRAWLER_PATTERN } from '../../../shared/sites/site-redirect';
import { SELECTED_VEHICLE_COOKIE } from '../../../shared/vehicles/selected-vehicle';
import { readCookie } from '../../../shared/vehicles/vehicle-cookie';
import type { AppEnv } from '../../env';
import { ASSETS } from '../../render/assets';
import { catalogHtmlVersion, productHtmlVersion } from './html-version';
import { encodeNonceOffsets, nonceOffsets, patchedPage, withFreshNonce } from './nonce-rewrite';
import { dropHotPage, hotPage, keepHotPage, type HotPage } from './hot-pages';
import {
  EDGE_LIFETIME, allowedVary, detailProductId, edgeKeyUrl, hasPrivateQuery, isAnonymous, varyWithinKey, vehicleKeyPart, type EdgeLifetime,
} from './edge-html-policy';

/** How the answer was made: from the cache (fresh or stale), rendered and stored, or rendered only. */
export const CACHE_STATUS_HEADER = 'X-Cache';
/** Stored with the entry only: when it was stored, and the headers the browser gets on a hit. */
const STORED_AT = 'x-edge-stored-at';
const CLIENT_CACHE_CONTROL = 'x-edge-cache-control';
const CLIENT_VARY = 'x-edge-vary';
/** Where the stored page's nonce sits, so a hit writes its own over it (nonce-rewrite.ts). */
const NONCE_AT = 'x-edge-nonce-at';
/** Never stored: set per response by the outer middleware, or personal. */
const NOT_STORED = ['set-cookie', 'content-security-policy', 'x-request-id', 'transfer-encoding', 'content-length', CACHE_STATUS_HEADER.toLowerCase()];

/** Renders a request through the whole app again (for stale entries); index.ts passes app.fetch. */
export type Rerender = (request: Request, env: AppEnv['Bindings'], ctx: Context<AppEnv>['executionCtx']) => Response | Promise<Response>;

/** The zone's default cache (the DOM lib's CacheStorage type does not know it). */
function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/** Re-render requests made by this isolate: they skip the lookup and store what they render. */
const rerenders = new WeakSet<Request>();
/** Keys being re-rendered in this isolate, so a burst of stale hits starts only one. */
const rerendering = new Set<string>();

interface Plan {
  key: Request;
  lifetime: EdgeLifetime;
  /** The Vary names the route's key inputs stand for; a page varying on anything else is not stored. */
  vary: ReadonlySet<string>;
  /** Only anonymous requests store what they render; anyone may be served a stored page. */
  store: boolean;
}

/** The bench's renders (decision 279): only with a configured token of at least 16 characters. */
function benchBypass(c: Context<AppEnv>): boolean {
  const token = c.env.EDGE_HTML_BYPASS_TOKEN;
  return Boolean(token && token.length >= 16 && c.req.header('x-edge-bypass') === token);
}

/**
 * The cache key of this request, or null when the page is not cached at all (decision 200). The
 * pages cached carry nothing personal, so a stored one may be served to any shopper; only an
 * anonymous request's render is stored, so no page rendered for a session ever enters the cache.
 */
async function planFor(c: Context<AppEnv>): Promise<Plan | null> {
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD') return null;
  const url = new URL(c.req.url);
  if (hasPrivateQuery(url) || benchBypass(c)) return null;
  const match = matchRoute(c.var.path);
  // The route table says what is cached and what its key is made of (decision 275).
  const declared = routeCache(match?.name);
  if (!match || !declared) return null;
  const kind = declared.class;
  const productId = declared.keys.includes('product-version') ? detailProductId(match, new URLSearchParams(c.var.search)) : null;
  const kv = c.env.CACHE;
  const [catalogVersion, productVersion] = await Promise.all([
    catalogHtmlVersion(kv),
    productId ? productHtmlVersion(kv, productId) : Promise.resolve('-'),
  ]);
  const key = edgeKeyUrl(url, declared.keys, {
    // The page query (site-locale middleware): declared parameters, sorted, never tracking ones.
    search: c.var.search,
    siteId: c.var.site.id,
    localeId: c.var.locale.id,
    vehicle: vehicleKeyPart(c.req.header('cookie') ?? null),
    render: CRAWLER_PATTERN.test(c.req.header('user-agent') ?? '') ? 'whole' : 'stream',
    build: ASSETS.entry,
    catalogVersion,
    productVersion,
  });
  return { key: new Request(key), lifetime: EDGE_LIFETIME[kind], vary: allowedVary(declared.keys), store: isAnonymous(c.req.raw.headers) };
}

/**
 * Only a complete, cookie-free 200 HTML page that no header marks as not storable is kept, and
 * only when it varies on nothing but what its key holds (decision 275).
 */
function storable(response: Response, plan: Plan): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    !/no-store/.test(response.headers.get('cache-control') ?? '') &&
    varyWithinKey(response.headers.get('vary'), plan.vary)
  );
}

/** The stored copy: the page's headers (its browser Cache-Control kept aside) and the edge lifetime. */
function storedCopy(body: ReadableStream, response: Response, lifetime: EdgeLifetime): Response {
  const headers = new Headers(response.headers);
  for (const name of NOT_STORED) headers.delete(name);
  const clientCacheControl = headers.get('cache-control');
  if (clientCacheControl) headers.set(CLIENT_CACHE_CONTROL, clientCacheControl);
  const keep = lifetime.freshSeconds + lifetime.staleSeconds;
  headers.set('cache-control', `public, max-age=${keep}, s-maxage=${keep}`);
  // The key already names the vehicle; Vary on a stored copy would only split or refuse it.
  const vary = headers.get('vary');
  if (vary) headers.set(CLIENT_VARY, vary);
  headers.delete('vary');
  headers.set(STORED_AT, String(Date.now()));
  return new Response(body, { status: 200, headers });
}

/** The browser's answer from a stored page: original headers back, this response's nonce in the HTML. */
function fromStored(stored: HotPage, nonce: string | undefined, status: 'HIT' | 'STALE', head: boolean): Response {
  const headers = new Headers(stored.headers);
  const clientCacheControl = headers.get(CLIENT_CACHE_CONTROL);
  const vary = headers.get(CLIENT_VARY);
  const nonceAt = headers.get(NONCE_AT);
  for (const name of [CLIENT_CACHE_CONTROL, CLIENT_VARY, STORED_AT, NONCE_AT, 'cache-control']) headers.delete(name);
  if (clientCacheControl) headers.set('cache-control', clientCacheControl);
  if (vary) headers.set('vary', vary);
  headers.set(CACHE_STATUS_HEADER, status);
  if (head) return new Response(null, { status: 200, headers });
  if (!nonce) throw new Error('security headers middleware must run before the edge HTML cache');
  // Each answer gets its own copy of the bytes (the hot copy is shared by every hit), with its nonce.
  const patched = patchedPage(stored.body, nonceAt, nonce);
  if (patched) return new Response(patched, { status: 200, headers });
  return withFreshNonce(new Response(stored.body.slice(0), { status: 200, headers }), nonce);
}

const keepMs = (lifetime: EdgeLifetime) => (lifetime.freshSeconds + lifetime.staleSeconds) * 1000;

/** The stored page of the key: the isolate's hot copy while it lives, else the Cache API's (kept hot from then on). */
async function lookup(c: Context<AppEnv>, cache: Cache, plan: Plan): Promise<HotPage | null> {
  const key = plan.key.url;
  const hot = hotPage(key);
  if (hot && Date.now() - hot.storedAt <= keepMs(plan.lifetime)) return hot;
  if (hot) dropHotPage(key);
  const stored = await cache.match(plan.key).catch((error: unknown) => {
    console.error('edge html lookup failed', c.var.requestId, error);
    return undefined;
  });
  if (!stored) return null;
  const page: HotPage = { body: await stored.arrayBuffer(), headers: [...stored.headers], storedAt: Number(stored.headers.get(STORED_AT) ?? 0) };
  keepHotPage(key, page);
  return page;
}

/**
 * Re-renders a stale entry's page in the background as an anonymous request: only what the key
 * depends on (the selected-vehicle cookie, the user agent for crawlers) is forwarded, never a
 * session, so the render is stored even when a signed-in shopper met the stale entry.
 */
function rerenderLater(c: Context<AppEnv>, key: Request, rerender: Rerender): void {
  if (rerendering.has(key.url)) return;
  rerendering.add(key.url);
  const headers = new Headers({ accept: 'text/html' });
  const vehicle = readCookie(c.req.header('cookie'), SELECTED_VEHICLE_COOKIE);
  if (vehicle) headers.set('cookie', `${SELECTED_VEHICLE_COOKIE}=${vehicle}`);
  const userAgent = c.req.header('user-agent');
  if (userAgent) headers.set('user-agent', userAgent);
  const request = new Request(c.req.url, { headers });
  rerenders.add(request);
  const done = Promise.resolve(rerender(request, c.env, c.executionCtx))
    .then((response) => response.arrayBuffer())
    .catch((error: unknown) => console.error('edge html re-render failed', c.var.requestId, error))
    .finally(() => rerendering.delete(key.url));
  c.executionCtx.waitUntil(done);
}

/**
 * Stores the page once it has streamed to the end, in the Cache API and as the isolate's hot copy;
 * a page whose render reported an error while streaming (an error boundary in the HTML) is not
 * kept at all.
 */
async function storeUnlessFailed(c: Context<AppEnv>, cache: Cache, plan: Plan, copy: Response): Promise<void> {
  try {
    const body = await copy.arrayBuffer();
    if (c.var.renderFailed) return;
    const nonce = c.var.secureHeadersNonce ?? '';
    copy.headers.set(NONCE_AT, encodeNonceOffsets(nonce, nonceOffsets(body, nonce)));
    await cache.put(plan.key, new Response(body.slice(0), { status: 200, headers: copy.headers }));
    keepHotPage(plan.key.url, { body, headers: [...copy.headers], storedAt: Number(copy.headers.get(STORED_AT)) });
  } catch (error) {
    console.error('edge html store failed', c.var.requestId, error);
  }
}

/** Tells tests and benches the page was rendered and not stored; a response with fixed headers keeps them. */
function markBypass(response: Response): void {
  try {
    response.headers.set(CACHE_STATUS_HEADER, 'BYPASS');
  } catch {
    // immutable headers (a passed-through fetch): nothing to mark
  }
}

export function edgeHtmlCache(rerender: Rerender) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // The cache is an optimisation: a failing version read renders the page as if uncached.
    const plan = await planFor(c).catch((error: unknown) => {
      console.error('edge html cache unavailable', c.var.requestId, error);
      return null;
    });
    if (!plan) {
      await next();
      markBypass(c.res);
      return;
    }
    const cache = edgeCache();
    if (!rerenders.has(c.req.raw)) {
      const stored = await lookup(c, cache, plan);
      if (stored) {
        const age = Date.now() - stored.storedAt;
        const stale = age > plan.lifetime.freshSeconds * 1000;
        if (stale) rerenderLater(c, plan.key, rerender);
        return fromStored(stored, c.var.secureHeadersNonce, stale ? 'STALE' : 'HIT', c.req.method === 'HEAD');
      }
    }
    await next();
    const response = c.res;
    if (c.req.method !== 'GET' || !plan.store || !storable(response, plan)) {
      markBypass(response);
      return;
    }
    const [toBrowser, toCache] = response.body!.tee();
    c.res = new Response(toBrowser, response);
    c.res.headers.set(CACHE_STATUS_HEADER, 'MISS');
    c.executionCtx.waitUntil(storeUnlessFailed(c, cache, plan, storedCopy(toCache, response, plan.lifetime)));
  });
}
