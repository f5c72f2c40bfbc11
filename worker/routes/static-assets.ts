import { Hono } from 'hono';
import type { AppEnv } from '../env';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300, stale-while-revalidate=3600';

/** Serves files from public/ through the worker so they carry the same security headers. */
export const staticAssets = new Hono<AppEnv>();

for (const prefix of ['/build/*', '/i18n/*', '/images/*', '/favicon.svg']) {
  staticAssets.get(prefix, async (c) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (asset.status === 404 && prefix !== '/i18n/*') return c.notFound();
    const response = new Response(asset.body, asset);
    if (asset.ok) response.headers.set('Cache-Control', prefix === '/build/*' ? IMMUTABLE : SHORT);
    return response;
  });
}
