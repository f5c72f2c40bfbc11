import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { serverMarkup } from '../../client/components/lazy/widget-registry';
import { markupCache } from '../../worker/render/widget-markup-cache';

/**
 * Shell widgets kept as markup per site and locale (decision 296): a page built from the kept copy
 * is the page the inline render gives, for every page and locale, and nothing page-specific leaks
 * from the page that rendered the copy into the next one.
 */
const BYPASS = 'widget-markup-test-0123456789';
const bindings = { ...env, EDGE_HTML_BYPASS_TOKEN: BYPASS } as Env;

async function html(path: string, init: RequestInit = {}): Promise<string> {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`http://localhost${path}`, { ...init, headers: { accept: 'text/html', 'x-edge-bypass': BYPASS, ...init.headers } }),
    bindings,
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  expect(res.status, path).toBeLessThan(500);
  return text;
}

/** The page without what differs per response (the nonce) or per tree position (useId ids). */
function comparable(page: string): string {
  return page.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/_R_[0-9a-z]*_/g, 'ID');
}

/** Renders with the kept widget markup switched off: every widget inline, as before decision 296. */
async function inline(path: string, init?: RequestInit): Promise<string> {
  const use = serverMarkup.use;
  serverMarkup.use = undefined;
  try {
    return await html(path, init);
  } finally {
    serverMarkup.use = use;
  }
}

function widget(page: string, name: string): string {
  const start = page.indexOf(`<div data-widget="${name}"`);
  expect(start, `${name} in the page`).toBeGreaterThan(-1);
  return page.slice(start, start + 20_000);
}

afterEach(() => markupCache.clear());

describe('kept shell widget markup', () => {
  it('gives the same page as the inline render, on the page that kept it and on the next ones', async () => {
    const kept: string[] = [];
    let reads = 0;
    const use = serverMarkup.use!;
    serverMarkup.use = (name) => (reads++, use(name));
    try {
      for (const path of ['/', '/2019-honda-civic/brakes', '/fr/', '/ca/fr/brakes', '/s/axle-us/no-such-page?redirected=1']) kept.push(await html(path));
    } finally {
      serverMarkup.use = use;
    }
    expect(reads, 'pages read the kept markup').toBeGreaterThan(0);
    for (const [index, path] of ['/', '/2019-honda-civic/brakes', '/fr/', '/ca/fr/brakes', '/s/axle-us/no-such-page?redirected=1'].entries()) {
      expect(comparable(kept[index]!), path).toBe(comparable(await inline(path)));
    }
  });

  it('posts the footer newsletter form to the page it is on, not to the page that rendered the copy', async () => {
    await html('/2019-honda-civic/brakes');
    const page = await html('/fr/brakes?sort=price-asc');
    const action = (page: string) => /<form [^>]*aria-labelledby="newsletter-heading"[^>]*action="([^"]*)"/.exec(page)?.[1];
    expect(action(page)).toBe('/fr/brakes?sort=price-asc');
    expect(action(page)).toBe(action(await inline('/fr/brakes?sort=price-asc')));
  });

  it('marks the drawer’s Login link as the current page on the sign-in page only, whichever page kept the copy first', async () => {
    const drawerLogin = (page: string) => /<div id="mobile-menu-drawer"[\s\S]*?(<a href="\/login"[^>]*>)/.exec(page)?.[1];
    for (const order of [['/login', '/'], ['/', '/login']]) {
      markupCache.clear();
      const pages = [await html(order[0]!), await html(order[1]!)];
      const byPath = Object.fromEntries(order.map((path, i) => [path, pages[i]!]));
      expect(drawerLogin(byPath['/login']!), order.join(' then ')).toContain('aria-current="page"');
      expect(drawerLogin(byPath['/']!), order.join(' then ')).not.toContain('aria-current');
    }
  });

  it('keeps a copy per locale: the French menu and footer are French', async () => {
    await html('/');
    const french = await html('/fr/');
    expect(comparable(widget(french, 'desktop-menu'))).toBe(comparable(widget(await inline('/fr/'), 'desktop-menu')));
    expect(comparable(widget(french, 'footer'))).not.toBe(comparable(widget(await html('/'), 'footer')));
  });

  it('uses fixed ids inside kept widgets, so the browser finds the elements the server named', async () => {
    const page = await html('/');
    for (const name of ['desktop-menu', 'mobile-drawer', 'header-search-desktop', 'header-search-mobile', 'footer']) {
      const start = page.indexOf(`<div data-widget="${name}"`);
      const end = name === 'footer' ? page.indexOf('</footer>', start) : page.indexOf('<div data-widget=', start + 1);
      expect(page.slice(start, end), name).not.toMatch(/_R_[0-9a-z]*_/);
    }
    expect(page).toContain('id="nav-menu:desktop-menu"');
    expect(page.toLowerCase()).toContain('popovertarget="mobile-menu-drawer"');
    expect(page).toContain('id="mobile-menu-drawer"');
    expect(page).toContain('aria-labelledby="newsletter-heading"');
    expect(page).toContain('id="combobox:header-search-desktop:input"');
    expect(page).toContain('id="combobox:header-search-mobile:input"');
  });

  it('renders the footer inline when it shows a form answer (no JavaScript post)', async () => {
    await html('/');
    const body = new URLSearchParams({ _form: 'newsletter', email: 'not-an-email' });
    const answered = await html('/', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' } });
    expect(comparable(widget(answered, 'footer'))).toBe(
      comparable(widget(await inline('/', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' } }), 'footer')),
    );
  });
});
