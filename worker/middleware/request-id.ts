import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/** Tags every request with an id (the incoming cf-ray / x-request-id, else a random one). */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const id = c.req.header('x-request-id') ?? c.req.header('cf-ray') ?? crypto.randomUUID();
  c.set('requestId', id);
  await next();
  c.header('X-Request-Id', id);
});
