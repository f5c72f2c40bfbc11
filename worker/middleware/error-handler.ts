import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { StructError } from 'superstruct';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { AppError } from '../errors';
import { renderDocument } from '../render/render-document';
import { isTransientStorageError } from '../data/transient-error';

const GENERIC = 'Something went wrong. Try again!';
const BUSY = 'The store is busy right now. Please try again in a moment.';
/** Seconds a client should wait before retrying after a transient storage failure. */
const RETRY_AFTER_SECONDS = '5';

function classify(error: unknown): { status: ContentfulStatusCode; message: string } {
  if (error instanceof AppError) return { status: error.status, message: error.message };
  if (error instanceof StructError) return { status: 400, message: error.message };
  if (error instanceof HTTPException) return { status: error.status as ContentfulStatusCode, message: error.message };
  if (isTransientStorageError(error)) return { status: 503, message: BUSY };
  return { status: 500, message: GENERIC };
}

function wantsJson(c: Context<AppEnv>): boolean {
  const path = new URL(c.req.url).pathname;
  return !path.startsWith('/api/page/') && (path.startsWith('/api/') || !(c.req.header('accept') ?? '').includes('text/html'));
}

/**
 * One error path: known errors map to their status and message; anything else is logged and
 * answered as a generic 500. Pages get the error page, APIs get JSON.
 */
export async function errorHandler(error: unknown, c: Context<AppEnv>): Promise<Response> {
  const { status, message } = classify(error);
  if (status >= 500) console.error('unhandled error', c.var.requestId, error);
  if (status === 503) c.header('Retry-After', RETRY_AFTER_SECONDS);
  if (wantsJson(c) || !c.var.site) return c.json({ status, message }, status);
  const url = new URL(c.req.url);
  try {
    return await renderDocument(c, {
      href: url.pathname + url.search,
      payload: { kind: 'error', route: null, params: {}, status, breadcrumbs: [], data: { message } },
      deferred: new Map(),
    });
  } catch (renderError) {
    // The error page itself failed to render: answer plain text rather than let the failure escape.
    console.error('error page unavailable', c.var.requestId, renderError);
    return c.text(message, status);
  }
}
