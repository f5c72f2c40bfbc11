import { createMiddleware } from 'hono/factory';
import { createServices } from '../commerce/services';
import type { AppEnv } from '../env';

/** Binds the commerce services to this request's bindings, site and locale (`c.var.services`). */
export const services = createMiddleware<AppEnv>(async (c, next) => {
  c.set('services', createServices(c));
  await next();
});
