import { Hono } from 'hono';
import { findOutboxMessage, listOutbox } from '../data/repos/outbox-repo';
import type { AppEnv } from '../env';
import { NotFoundError } from '../errors';

const LIST_LIMIT = 50;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The mailbox exists only where DEV_MAILBOX is "on" (local development and tests); elsewhere it is a 404. */
function mailboxEnabled(env: Env): boolean {
  return (env as { DEV_MAILBOX?: string }).DEV_MAILBOX === 'on';
}

/**
 * /dev/mailbox: the e-mail outbox as a page, for developers (not translated: it is not part of the
 * store). /dev/mailbox/{id} shows one message; /dev/mailbox.json lists them for tests.
 */
export const devMailbox = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    if (!mailboxEnabled(c.env)) return c.json({ status: 404, message: 'Not found' }, 404);
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    await next();
  })
  .get('/mailbox.json', async (c) => c.json({ messages: await listOutbox(c.env.DB, LIST_LIMIT) }))
  .get('/mailbox', async (c) => {
    const rows = await listOutbox(c.env.DB, LIST_LIMIT);
    const items = rows
      .map((r) => `<li><a href="/dev/mailbox/${r.id}">${escapeHtml(r.subject)}</a> — ${escapeHtml(r.to_address)} — ${new Date(r.created_at).toISOString()}</li>`)
      .join('');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title></head><body><h1>Mailbox</h1><ul>${items || '<li>No messages</li>'}</ul></body></html>`);
  })
  .get('/mailbox/:id{[0-9]+}', async (c) => {
    const row = await findOutboxMessage(c.env.DB, Number(c.req.param('id')));
    if (!row) throw new NotFoundError();
    // The HTML body is shown as text inside a sandboxed frame-less view: only our own templates write it.
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(row.subject)}</title></head><body>` +
        `<p><a href="/dev/mailbox">Mailbox</a></p><h1>${escapeHtml(row.subject)}</h1><p>To: ${escapeHtml(row.to_address)}</p>` +
        `<article>${row.body_html}</article><h2>Text</h2><pre>${escapeHtml(row.body_text)}</pre></body></html>`,
    );
  });
