import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { bumpCatalogHtmlVersion } from '../../worker/cache/edge-html/html-version';

async function fetchPath(path: string, init: RequestInit & { cf?: Record<string, unknown> } = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', ...init }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
const page = (path: string) => fetchPath(path, { headers: { accept: 'text/html' } });

/** The JSON-LD blocks of a page. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

function crumbNames(html: string): string[] {
  const list = jsonLd(html).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] } | undefined;
  return list?.itemListElement.map((i) => i.name) ?? [];
}

describe('content pages', () => {
  it.each([
    ['/pages/policy', 'Store Policies', 'CollectionPage', ['Home', 'Policy']],
    ['/pages/policy/privacy-policy', 'Privacy Policy', 'WebPage', ['Home', 'Policy', 'Privacy Policy']],
    ['/pages/policy/terms-and-conditions', 'Terms &amp; Conditions', 'WebPage', ['Home', 'Policy', 'Terms & Conditions']],
    ['/pages/policy/shipping-policy', 'Shipping Policy', 'WebPage', ['Home', 'Policy', 'Shipping Policy']],
    ['/pages/policy/return-policy', 'Return Policy', 'WebPage', ['Home', 'Policy', 'Return Policy']],
    ['/pages/about-us', 'About Axle Auto Parts', 'AboutPage', ['Home', 'About Us']],
    ['/pages/faq/shipping/how-do-i-track-my-order', 'How do I track my order?', 'FAQPage', ['Home', 'Shipping &amp; Delivery', 'How do I track my order?'].map((n) => n.replace('&amp;', '&'))],
    ['/pages/testimonials', 'Testimonials', 'Organization', ['Home', 'Testimonials']],
    ['/pages/resources', 'Resources', 'CollectionPage', ['Home', 'Resources']],
    ['/pages/resources/brakes/how-to-replace-brake-pads', 'How to Replace Brake Pads', 'Article', ['Home', 'Resources', 'Brakes', 'How to Replace Brake Pads']],
    ['/factory-direct', 'Factory Direct Auto Parts', 'WebPage', ['Home', 'Factory Direct Auto Parts']],
    ['/buy-discount-auto-parts-factory-direct', 'Buy Discount Auto Parts Factory Direct', 'WebPage', ['Home', 'Buy Discount Auto Parts Factory Direct']],
    ['/why-our-prices-are-so-low', 'Why Our Prices Are So Low', 'WebPage', ['Home', 'Why Our Prices Are So Low']],
    ['/contact-us', 'Contact Us', 'ContactPage', ['Home', 'Contact Us']],
  ])('%s renders on the server with title, description, canonical, crumbs and %s structured data', async (path, heading, type, crumbs) => {
    const res = await page(path);
    expect(res.status).toBe(200);
    // Private downstream: the page carries a per-response nonce; only the edge cache shares it (decision 277).
    expect(res.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[?()]/g, '\\$&')}</h1>`));
    expect(html).toContain(`<title>${heading} | Axle Auto Parts</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost${path}"/>`);
    expect(jsonLd(html).map((d) => d['@type'])).toContain(type);
    expect(crumbNames(html)).toEqual(crumbs);
  });

  it('lists the FAQ category’s questions with their answers in FAQPage data', async () => {
    const html = await (await page('/pages/faq/returns/what-is-a-core-charge')).text();
    const faq = jsonLd(html).find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(['Can I return a part?', 'What is a core charge?']);
    expect(faq.mainEntity[1]!.acceptedAnswer.text).toContain('Return your old part within 30 days');
  });

  it('renders rich text: lists, note collections and entry links under the locale prefix', async () => {
    const html = await (await page('/ca/fr/pages/resources/electrical/how-to-test-and-replace-a-car-battery')).text();
    expect(html).toContain('<h1 class');
    expect(html).toContain('Comment tester et remplacer une batterie');
    expect(html).toContain('data-note-theme="success"');
    expect(html).toContain('href="/ca/fr/pages/faq/returns/what-is-a-core-charge"');
    const article = jsonLd(html).find((d) => d['@type'] === 'Article')!;
    expect(article).toMatchObject({ headline: 'Comment tester et remplacer une batterie', datePublished: '2026-05-20', inLanguage: 'fr-CA' });
    expect(crumbNames(html)).toEqual(['Accueil', 'Ressources', 'Électricité', 'Comment tester et remplacer une batterie']);
  });

  it('serves every locale its own copy', async () => {
    expect(await (await page('/es/pages/policy/privacy-policy')).text()).toContain('Política de privacidad');
    expect(await (await page('/ca/fr/pages/policy/privacy-policy')).text()).toContain('Loi 25');
    expect(await (await page('/ca/pages/policy/shipping-policy')).text()).toContain('Canada Post and Purolator');
    expect(await (await page('/pages/policy/shipping-policy')).text()).toContain('UPS and USPS');
  });

  it.each([
    '/pages/policy/no-such-policy',
    '/pages/policy/%3Cscript%3E',
    '/pages/faq/shipping/no-such-question',
    '/pages/faq/no-such-category/how-do-i-track-my-order',
    '/pages/resources/brakes/no-such-article',
    '/pages/resources/engine/how-to-replace-brake-pads',
  ])('%s follows the unknown-path rule: 302 once, then 404', async (path) => {
    const first = await page(path);
    expect(first.status).toBe(302);
    const location = first.headers.get('location')!;
    expect(location).toMatch(/^\/s\/axle-us\/pages\/.*redirected=1$/);
    expect((await page(location)).status).toBe(404);
  });

  it('filters resources by category and ignores unknown ones', async () => {
    const engine = await (await page('/pages/resources?category=engine')).text();
    expect(engine).toContain('How to Change Your Engine Oil');
    expect(engine).not.toContain('How to Replace Brake Pads</h2>');
    const all = await (await page('/pages/resources?category=nope')).text();
    expect(all).toContain('How to Replace Brake Pads</h2>');
  });

  it('pages testimonials 15 at a time', async () => {
    const html = await (await page('/pages/testimonials')).text();
    expect(html.match(/<blockquote/g)).toHaveLength(15);
    expect(html).toContain('Showing 15 of 18 testimonials');
    const next = await fetchPath('/api/content/testimonials?offset=15');
    expect(next.status).toBe(200);
    const body = (await next.json()) as { items: { id: string }[]; total: number; offset: number };
    expect(body).toMatchObject({ total: 18, offset: 15 });
    expect(body.items.map((i) => i.id)).toEqual(['t16', 't17', 't18']);
    for (const bad of ['-1', 'abc', '1.5']) expect((await fetchPath(`/api/content/testimonials?offset=${bad}`)).status).toBe(400);
  });

  it('gives the shell its header promo and footer lists from content, at most 5 × 15', async () => {
    const res = await fetchPath('/api/content/shell?site=axle-ca&locale=fr-CA');
    const shell = (await res.json()) as { header: { promo: { text: string } }; footer: { lists: { heading: string; links: unknown[] }[] } };
    expect(shell.header.promo.text).toBe('Des prix directs d’usine sur des pièces compatibles.');
    expect(shell.footer.lists.map((l) => l.heading)).toEqual(['Entreprise', 'Soutien', 'Mentions légales']);
    const html = await (await page('/')).text();
    expect(html).toContain('Shipping FAQ');
    expect(html).toContain('Popular categories');
  });
});

describe('content reads through the KV cache', () => {
  afterEach(() => vi.useRealTimers());

  it('stores content in KV, serves it fresh for 10 s, then stale once while revalidating', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    // Rendered live, so the KV layer is what is observed: a new HTML version drops pages stored by
    // earlier tests, and requests with a shopper session never store what they render.
    await bumpCatalogHtmlVersion(env.CACHE);
    const live = () => fetchPath('/pages/policy/return-policy', { headers: { accept: 'text/html', cookie: '__Host-axle_sid=no-such-session' } });
    const title = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await live()).text())?.[1];
    expect(await title()).toBe('Return Policy');
    expect(await env.CACHE.get('v1:content:axle-us:en-US:policy:return-policy')).toContain('"Return Policy"');
    await env.DB.prepare(`UPDATE content_entries SET body = json_set(body, '$.title', 'Returns & Exchanges') WHERE kind = 'policy' AND locale = 'en-US' AND slug = 'return-policy'`).run();
    vi.setSystemTime(new Date('2030-01-01T10:00:09Z'));
    expect(await title()).toBe('Return Policy');
    vi.setSystemTime(new Date('2030-01-01T10:00:11Z'));
    expect(await title()).toBe('Return Policy');
    expect(await title()).toBe('Returns &amp; Exchanges');
  });

  it('reloads an entry whose cached copy fails validation', async () => {
    await env.CACHE.put('v1:content:axle-us:es-US:policy:terms-and-conditions', JSON.stringify({ storedAt: Date.now(), value: { title: '<script>' } }));
    const html = await (await page('/es/pages/policy/terms-and-conditions')).text();
    expect(html).toMatch(/<h1[^>]*>Términos y condiciones<\/h1>/);
    expect(await env.CACHE.get('v1:content:axle-us:es-US:policy:terms-and-conditions')).toContain('"sections"');
  });

  it('does not look up or cache slugs content cannot have', async () => {
    await page(`/pages/policy/${'x'.repeat(120)}`);
    const keys = await env.CACHE.list({ prefix: 'v1:content:axle-us:en-US:policy:x' });
    expect(keys.keys).toEqual([]);
  });
});
