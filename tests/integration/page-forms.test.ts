import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { registered, uniqueEmail } from './auth-client';
import { get } from './http';
import { SESSION_COOKIE } from '../../worker/middleware/shopper-session';

/**
 * Forms posted to a page without JavaScript (issue 27, decision 270): the login page and the
 * footer's newsletter answer a form post with a redirect, or with the page and the form's answer
 * and a 4xx. The password travels in the body only.
 */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return get(path, {
    method: 'POST',
    headers: { origin: 'http://localhost', accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': crypto.randomUUID(), ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The boot state the page hands the browser (its form answer among it). */
async function bootOf(res: Response): Promise<{ formAnswer?: { form: string; outcome: string; message: string; values: Record<string, string>; fieldErrors: Record<string, string> } }> {
  const html = await res.text();
  const json = /<script type="application\/json" id="__AXLE_BOOT__">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return (JSON.parse(json!) as { boot: object }).boot;
}

describe('login page form post', () => {
  it('a wrong password answers 401 with the login page, its message and the e-mail kept; no session', async () => {
    const { email } = await registered();
    const res = await postForm('/login', { _form: 'login', email, password: 'Wrong#Pass99', rememberMe: 'on' });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('set-cookie') ?? '').not.toContain(SESSION_COOKIE);
    const boot = await bootOf(res);
    expect(boot.formAnswer).toEqual({ form: 'login', outcome: 'failed', message: 'auth.login.failed', values: { email }, fieldErrors: {} });
  });

  it('the right password signs in and redirects 303 to the account, or to a safe ?next=', async () => {
    const { email, password } = await registered();
    const res = await postForm('/login', { _form: 'login', email, password });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account');
    expect(res.headers.get('set-cookie')).toContain(SESSION_COOKIE);
    const fr = await postForm('/ca/fr/login?next=%2Fcart', { _form: 'login', email, password });
    expect(fr.status).toBe(303);
    expect(fr.headers.get('location')).toBe('/ca/fr/cart');
    const away = await postForm('/login?next=https%3A%2F%2Fevil.example', { _form: 'login', email, password });
    expect(away.headers.get('location')).toBe('/account');
  });

  it('empty fields answer 400 with the rules\' messages under the fields', async () => {
    const res = await postForm('/login', { _form: 'login', email: '', password: '' });
    expect(res.status).toBe(400);
    const boot = await bootOf(res);
    expect(boot.formAnswer?.outcome).toBe('invalid');
    expect(Object.keys(boot.formAnswer!.fieldErrors).sort()).toEqual(['email', 'password']);
  });
});

describe('newsletter form post', () => {
  it('an invalid address answers 400 with the same page and "invalid"; nothing is stored', async () => {
    const res = await postForm('/brakes', { _form: 'newsletter', email: 'not-an-address' });
    expect(res.status).toBe(400);
    const boot = await bootOf(res);
    expect(boot.formAnswer).toMatchObject({ form: 'newsletter', outcome: 'invalid', values: { email: 'not-an-address' } });
    expect((boot as { href?: string }).href).toBe('/brakes');
  });

  it('a valid address is signed up for the page\'s site and locale and answers 200 with "ok"', async () => {
    const email = uniqueEmail('news');
    const res = await postForm('/ca/fr/', { _form: 'newsletter', email: `  ${email} ` });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await bootOf(res)).formAnswer).toMatchObject({ form: 'newsletter', outcome: 'ok', message: 'shell.newsletter.success' });
    const row = await env.DB.prepare('SELECT site_id, locale FROM newsletter_signups WHERE email = ?1').bind(email).first();
    expect(row).toEqual({ site_id: 'axle-ca', locale: 'fr-CA' });
  });
});

describe('page form posts refuse what is not a form of ours', () => {
  it('403 from another site, 405 for a form the page does not take, 400 for an unreadable body', async () => {
    expect((await postForm('/login', { _form: 'login', email: 'a@b.co', password: 'x' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await postForm('/brakes', { _form: 'login', email: 'a@b.co', password: 'x' })).status).toBe(405);
    expect((await postForm('/', { email: 'a@b.co' })).status).toBe(405);
    const broken = await postForm('/', {}, { 'content-type': 'multipart/form-data' });
    expect(broken.status).toBe(400);
  });
});
