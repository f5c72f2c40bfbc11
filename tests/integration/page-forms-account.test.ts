import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { lastMailTo, PASSWORD, registered, uniqueEmail } from './auth-client';
import { get } from './http';
import { SESSION_COOKIE } from '../../worker/middleware/shopper-session';
import { REGISTER_IP_LIMIT } from '../../worker/routes/api/account-auth';
import { CONTACT_RATE_LIMIT } from '../../worker/routes/api/contact-email';

/**
 * Registration, password reset (request and new password) and the contact page posted without
 * JavaScript (issue 27, decision 293): the same rules, services and limits as their JSON
 * endpoints, answered with a redirect or the page and the form's answer, never a 500. A password
 * is never put back in the page.
 */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return get(path, {
    method: 'POST',
    headers: { origin: 'http://localhost', accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': crypto.randomUUID(), ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

type Answer = { form: string; outcome: string; message: string; values: Record<string, string>; fieldErrors: Record<string, string> };

/** The page's HTML and the form answer in its boot state. */
async function pageOf(res: Response): Promise<{ html: string; answer?: Answer }> {
  const html = await res.text();
  const json = /<script type="application\/json" id="__AXLE_BOOT__">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { html, answer: (JSON.parse(json!) as { boot: { formAnswer?: Answer } }).boot.formAnswer };
}

const registration = (over: Record<string, string> = {}) => ({
  _form: 'register',
  firstName: 'Nora',
  lastName: 'Script',
  email: uniqueEmail('noscript'),
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...over,
});

describe('registration page form post', () => {
  it('a bad e-mail answers 400 with the page, the rule under the field, names and e-mail kept, no password', async () => {
    const res = await postForm('/registration', registration({ email: 'nora@', password: 'Secret#Word77', confirmPassword: 'Secret#Word77' }));
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { html, answer } = await pageOf(res);
    expect(answer).toEqual({ form: 'register', outcome: 'invalid', message: '', values: { firstName: 'Nora', lastName: 'Script', email: 'nora@' }, fieldErrors: { email: 'auth.email.invalid' } });
    expect(html).toContain('Please enter a valid email address.');
    expect(html).not.toContain('Secret#Word77');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM customer_accounts WHERE login = ?1').bind('nora@').first('n')).toBe(0);
  });

  it('a mismatched confirmation and a common password are the same rules as the JSON endpoint', async () => {
    const mismatch = await pageOf(await postForm('/registration', registration({ confirmPassword: 'Other#Pass22' })));
    expect(mismatch.answer?.fieldErrors).toEqual({ confirmPassword: 'auth.confirm.mismatch' });
    const common = await postForm('/registration', registration({ password: 'Password123!', confirmPassword: 'Password123!' }));
    expect(common.status).toBe(400);
    expect(Object.keys((await pageOf(common)).answer!.fieldErrors)).toEqual(['password']);
  });

  it('a good one creates the account, signs in and redirects 303 to the account page of the locale', async () => {
    const fields = registration({ signUp: 'on' });
    const res = await postForm('/ca/fr/registration', fields);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ca/fr/account');
    expect(res.headers.get('set-cookie')).toContain(SESSION_COOKIE);
    const row = await env.DB.prepare('SELECT first_name, preferred_locale FROM customer_accounts WHERE login = ?1').bind(fields.email).first();
    expect(row).toMatchObject({ first_name: 'Nora', preferred_locale: 'fr-CA' });
  });

  it('over the JSON endpoint\'s per-IP limit answers 429 with the page', async () => {
    const ip = crypto.randomUUID();
    for (let i = 0; i < REGISTER_IP_LIMIT.limit; i += 1) await postForm('/registration', registration({ email: 'x' }), { 'cf-connecting-ip': ip });
    const res = await postForm('/registration', registration(), { 'cf-connecting-ip': ip });
    expect(res.status).toBe(429);
    expect((await pageOf(res)).answer).toMatchObject({ form: 'register', outcome: 'failed', message: 'auth.login.tooMany' });
  });
});

describe('password reset page form posts', () => {
  it('a bad e-mail answers 400 with the message; a good one 200 with the "link will arrive" answer and the mail sent', async () => {
    const bad = await postForm('/reset-password', { _form: 'reset', email: 'nobody' });
    expect(bad.status).toBe(400);
    expect((await pageOf(bad)).answer).toEqual({ form: 'reset', outcome: 'invalid', message: '', values: { email: 'nobody' }, fieldErrors: { email: 'auth.email.invalid' } });
    const { email } = await registered();
    const res = await postForm('/reset-password', { _form: 'reset', email });
    expect(res.status).toBe(200);
    const { html, answer } = await pageOf(res);
    expect(answer).toMatchObject({ form: 'reset', outcome: 'ok', values: { email } });
    expect(html).toContain(`If an account exists for ${email}, you will receive an email with a link to reset your password.`);
    expect((await lastMailTo(email))?.kind).toBe('password-reset');
  });

  it('the new password: rules answer 400, a dead link 400 with its message, the e-mailed token 200 and the password works', async () => {
    const { email } = await registered();
    await postForm('/reset-password', { _form: 'reset', email });
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec((await lastMailTo(email))!.body_text)![1]!;
    const short = await postForm(`/reset-password?token=${token}`, { _form: 'new-password', password: 'short', confirmPassword: 'short' });
    expect(short.status).toBe(400);
    const shortPage = await pageOf(short);
    expect(shortPage.answer).toMatchObject({ form: 'new-password', outcome: 'invalid', values: {} });
    expect(Object.keys(shortPage.answer!.fieldErrors)).toContain('password');
    expect(shortPage.html).not.toContain('value="short"');
    const dead = await postForm('/reset-password?token=not-a-token', { _form: 'new-password', password: 'Fresh#Pass345', confirmPassword: 'Fresh#Pass345' });
    expect(dead.status).toBe(400);
    const deadPage = await pageOf(dead);
    expect(deadPage.answer).toMatchObject({ outcome: 'failed', message: 'auth.resetConfirm.deadLink' });
    expect(deadPage.html).toContain('This link has expired or was already used. Please request a new one.');
    const done = await postForm(`/reset-password?token=${token}`, { _form: 'new-password', password: 'Fresh#Pass345', confirmPassword: 'Fresh#Pass345' });
    expect(done.status).toBe(200);
    expect((await pageOf(done)).answer).toMatchObject({ form: 'new-password', outcome: 'ok' });
    const login = await postForm('/login', { _form: 'login', email, password: 'Fresh#Pass345' });
    expect(login.status).toBe(303);
  });
});

const contact = (over: Record<string, string> = {}) => ({
  _form: 'contact',
  firstName: 'Dana',
  lastName: 'Fox',
  email: 'dana@example.com',
  subject: 'Part fitment question',
  message: `No-script message ${crypto.randomUUID()}`,
  ...over,
});

describe('contact page form post', () => {
  it('bad input answers 400 with the content\'s messages under the fields and the values kept; nothing sent', async () => {
    const fields = contact({ email: 'dana@', firstName: '' });
    const res = await postForm('/contact-us', fields);
    expect(res.status).toBe(400);
    const { answer } = await pageOf(res);
    expect(answer).toMatchObject({ form: 'contact', outcome: 'invalid', values: { email: 'dana@', message: fields.message } });
    expect(answer!.fieldErrors).toEqual({ firstName: 'Please enter your first name.', email: 'Please enter a valid email address.' });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE message = ?1').bind(fields.message).first('n')).toBe(0);
  });

  it('a good message is stored, e-mailed to the site\'s support and answered 200 with "ok"', async () => {
    const fields = contact({ subject: 'Question de compatibilité' });
    const res = await postForm('/ca/fr/contact-us', fields);
    expect(res.status).toBe(200);
    expect((await pageOf(res)).answer).toMatchObject({ form: 'contact', outcome: 'ok', values: {} });
    expect(await env.DB.prepare('SELECT locale FROM contact_messages WHERE message = ?1').bind(fields.message).first('locale')).toBe('fr-CA');
    expect(await env.DB.prepare('SELECT to_address FROM outbox WHERE instr(body_text, ?1) > 0').bind(fields.message).first('to_address')).toBe('support@axle-auto.ca');
  });

  it('over the endpoint\'s per-IP limit answers 429', async () => {
    const ip = crypto.randomUUID();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i += 1) await postForm('/contact-us', contact({ email: 'x' }), { 'cf-connecting-ip': ip });
    expect((await postForm('/contact-us', contact(), { 'cf-connecting-ip': ip })).status).toBe(429);
  });
});

describe('these forms are taken only on their own pages, from our own pages', () => {
  it('405 elsewhere, 403 cross-site', async () => {
    expect((await postForm('/login', registration())).status).toBe(405);
    expect((await postForm('/brakes', contact())).status).toBe(405);
    expect((await postForm('/registration', { _form: 'reset', email: 'a@b.co' })).status).toBe(405);
    expect((await postForm('/registration', registration(), { origin: 'https://evil.example' })).status).toBe(403);
  });
});
