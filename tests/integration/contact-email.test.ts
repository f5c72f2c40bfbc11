import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { CONTACT_RATE_LIMIT } from '../../worker/routes/api/contact-email';

const ORIGIN = 'http://localhost';
const TOKEN = () => `local-pass.${crypto.randomUUID()}`;

/** Site preference recaptchaEnabled on (document 1 §2.7, §7): the captcha is required. */
const CAPTCHA_ON = { RECAPTCHA_ENABLED: 'on' };

async function send(body: unknown, headers: Record<string, string> = {}, vars: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/contactEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': crypto.randomUUID(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const res = await worker.fetch(request, { ...env, ...vars } as typeof env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const message = (over: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Fox',
  email: 'dana@example.com',
  subject: 'Part fitment question',
  message: 'Do the ceramic pads fit a 2019 Civic?',
  sentDate: '2026-11-23T10:00:00.000Z',
  locale: 'en-US',
  recaptchaToken: TOKEN(),
  ...over,
});

const count = async (table: string, where = '1 = 1', ...binds: string[]) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).bind(...binds).first<{ n: number }>())!.n;

describe('POST /contactEmail', () => {
  it('stores the message, queues an e-mail to support and answers {success: true}', async () => {
    const res = await send(message({ firstName: '  Dana ', message: 'Unique message 1' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const row = await env.DB.prepare("SELECT * FROM contact_messages WHERE message = 'Unique message 1'").first<Record<string, string>>();
    expect(row).toMatchObject({ site_id: 'axle-us', locale: 'en-US', first_name: 'Dana', email: 'dana@example.com', subject: 'Part fitment question' });
    const mail = await env.DB.prepare("SELECT * FROM outbox WHERE body_text LIKE '%Unique message 1%'").first<Record<string, string>>();
    expect(mail).toMatchObject({ to_address: 'support@axle-auto.com', subject: '[Contact] Part fitment question', kind: 'contact' });
  });

  it('validates against the form of the message’s locale (French subject options, Canadian support)', async () => {
    const res = await send(message({ locale: 'fr-CA', subject: 'Question de compatibilité', message: 'Unique message 2' }));
    expect(res.status).toBe(200);
    expect(await env.DB.prepare("SELECT to_address FROM outbox WHERE body_text LIKE '%Unique message 2%'").first('to_address')).toBe('support@axle-auto.ca');
    const english = await send(message({ locale: 'fr-CA', subject: 'Part fitment question' }));
    expect(english.status).toBe(400);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ email: 'dana@example.toolong' }, 'Please enter a valid email address.'],
    [{ email: '' }, 'Please enter a valid email address.'],
    [{ firstName: '' }, 'Please enter your first name.'],
    [{ message: '   ' }, 'Please enter a message.'],
    [{ subject: 'Free stuff' }, 'Please choose a subject.'],
  ])('refuses %j with 400 “%s” and stores nothing', async (over, text) => {
    const before = await count('contact_messages');
    const res = await send(message(over));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(text);
    expect(await count('contact_messages')).toBe(before);
  });

  it('accepts an empty last name, which the content does not require', async () => {
    expect((await send(message({ lastName: '' }))).status).toBe(200);
  });

  it.each([
    ['not json', 'Request body must be valid JSON'],
    [JSON.stringify([1]), 'Request body must be a JSON object'],
  ])('refuses a malformed body %s', async (body, text) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(text);
  });

  it('refuses missing fields, unknown locales and over-long text with 400', async () => {
    const { sentDate: _omit, ...noDate } = message();
    for (const body of [noDate, message({ locale: 'de-DE' }), message({ message: 'x'.repeat(5001) }), message({ firstName: 42 })]) {
      expect((await send(body)).status).toBe(400);
    }
  });

  it('with recaptchaEnabled on, answers a missing or failed captcha with the spec text and stores nothing', async () => {
    const before = await count('outbox');
    for (const recaptchaToken of ['', 'forged-token', 'XXXX.DUMMY.TOKEN.XXXX']) {
      const res = await send(message({ recaptchaToken }), {}, CAPTCHA_ON);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ status: 400, message: 'reCAPTCHA verification failed. Please try again.' });
    }
    expect(await count('outbox')).toBe(before);
    expect((await send(message({ message: 'Unique message 3' }), {}, CAPTCHA_ON)).status).toBe(200);
    expect(await count('contact_messages', 'message = ?', 'Unique message 3')).toBe(1);
  });

  it('with recaptchaEnabled off (the default), needs no captcha token', async () => {
    for (const [recaptchaToken, text] of [['', 'Unique message 4'], ['forged-token', 'Unique message 5']]) {
      const res = await send(message({ recaptchaToken, message: text }));
      expect(res.status, text).toBe(200);
      expect(await count('contact_messages', 'message = ?', text!)).toBe(1);
    }
  });

  it('refuses cross-site requests', async () => {
    expect((await send(message(), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await send(message(), { origin: '', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it(`allows ${CONTACT_RATE_LIMIT.limit} messages per IP per window, then 429`, async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) expect((await send(message(), { 'cf-connecting-ip': ip })).status).toBe(200);
    const limited = await send(message(), { 'cf-connecting-ip': ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET /api/content/contact-form and /api/geo', () => {
  const formView = async (vars: Record<string, string> = {}) => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${ORIGIN}/api/content/contact-form?site=axle-us&locale=es-US`), { ...env, ...vars } as typeof env, ctx);
    await waitOnExecutionContext(ctx);
    return (await res.json()) as { form: { fields: { name: string; required: boolean; options: string[] }[] }; captcha: { kind: string } | null };
  };

  it('serves the form with its fields and required flags, and no captcha while recaptchaEnabled is off', async () => {
    const view = await formView();
    expect(view.captcha).toBeNull();
    expect(view.form.fields.map((f) => [f.name, f.required])).toEqual([['firstName', true], ['lastName', false], ['email', true], ['subject', true], ['message', true]]);
    expect(view.form.fields[3]!.options[0]).toBe('Estado del pedido');
  });

  it('serves the local captcha widget when recaptchaEnabled is on', async () => {
    expect((await formView(CAPTCHA_ON)).captcha).toEqual({ kind: 'local' });
  });

  it('renders /contact-us with the captcha only when recaptchaEnabled is on', async () => {
    const page = async (vars: Record<string, string>) => {
      const ctx = createExecutionContext();
      // Rendered afresh for each setting: the edge cache's bypass (its key ignores unknown queries).
      const bypass = 'contact-captcha-render-bypass';
      const res = await worker.fetch(new Request(`${ORIGIN}/contact-us`, { headers: { 'x-edge-bypass': bypass } }), { ...env, ...vars, EDGE_HTML_BYPASS_TOKEN: bypass } as typeof env, ctx);
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(200);
      return res.text();
    };
    expect((await page({})).includes('captcha-checkbox')).toBe(false);
    expect((await page(CAPTCHA_ON)).includes('captcha-checkbox')).toBe(true);
  });

  it('reports the visitor’s country from request.cf, never cached', async () => {
    const geo = async (cf?: Record<string, unknown>) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`${ORIGIN}/api/geo`, cf ? { cf } : {}), env, ctx);
      await waitOnExecutionContext(ctx);
      expect(res.headers.get('cache-control')).toBe('no-store');
      return res.json();
    };
    expect(await geo({ country: 'CA' })).toEqual({ country_code: 'CA' });
    expect(await geo({ country: 'us' })).toEqual({ country_code: 'US' });
    expect(await geo({})).toEqual({ country_code: null });
    // Miniflare's stand-in location (no real lookup) says nothing about the visitor.
    expect(await geo({ country: 'US', asn: 395747, colo: 'DFW', city: 'Austin', postalCode: '78701' })).toEqual({ country_code: null });
  });
});
