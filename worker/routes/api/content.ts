import { Hono } from 'hono';
import { validate, coerce, integer, min, string, object, optional } from 'superstruct';
import type { AppEnv } from '../../env';
import type { ContactFormView } from '../../../shared/content/page-data';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';
import { BadRequestError, NotFoundError } from '../../errors';

const TestimonialsQuery = object({ offset: optional(coerce(min(integer(), 0), string(), (v) => Number(v))) });

/**
 * Content the hydrated client reads (none of it personal, so it may be shared-cached):
 * GET /api/content/shell, /api/content/contact-form, /api/content/testimonials?offset=.
 */
export const contentApi = new Hono<AppEnv>()
  .use('/content/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
  })
  .get('/content/shell', async (c) => c.json(await c.var.services.content.shell()))
  .get('/content/contact-form', async (c) => {
    const form = await c.var.services.content.contactForm();
    if (!form) throw new NotFoundError('Contact form not found');
    const view: ContactFormView = { form, captcha: c.var.services.captchaWidget };
    return c.json(view);
  })
  .get('/content/testimonials', async (c) => {
    const [error, query] = validate({ offset: c.req.query('offset') }, TestimonialsQuery, { coerce: true });
    if (error) throw new BadRequestError('offset must be a whole number of 0 or more');
    return c.json(await c.var.services.content.testimonials(query.offset ?? 0));
  });
