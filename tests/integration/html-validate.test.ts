import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { HtmlValidate, StaticConfigLoader } from 'html-validate/browser';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';

/**
 * The server HTML of every page kind passes html-validate (standard + document rules) with no
 * errors, as a crawler receives it (whole page, decision 003), straight from the worker in workerd.
 */
const PAGES: Record<string, string> = {
  home: '/',
  category: '/brakes',
  'product list': '/category/brake-pads',
  search: '/search?q=brake',
  product: '/product/AX-BRK-100403',
  'vehicle landing': '/2019-honda-civic',
  'vehicle list': '/2019-honda-civic/brake-pads',
  'my garage': '/account/my-garage',
  'sign-in screen': '/login',
  'legacy page': '/factory-direct',
  'store locator': '/ca/pages/store-locator',
  'store details': '/ca/pages/store-locator/101',
  'content page': '/pages/about-us',
  'policy page': '/pages/policy/privacy-policy',
  'content index': '/pages/policy',
  resources: '/pages/resources',
  'resource article': '/pages/resources/brakes/how-to-replace-brake-pads',
  faq: '/pages/faq/shipping/how-long-does-shipping-take',
  testimonials: '/pages/testimonials',
  'contact us': '/contact-us',
  cart: '/cart',
  checkout: '/checkout',
  'order status': '/pages/order-status',
  'not found': '/no-such-page?redirected=1',
  error: '/search?limit=abc',
};

const validator = new HtmlValidate(
  new StaticConfigLoader({
    extends: ['html-validate:standard', 'html-validate:document'],
    rules: {
      // Integrity is for resources from other origins; ours are same-origin, content-hashed files.
      'require-sri': ['error', { target: 'crossorigin' }],
      // The header search (Ark combobox, lazily mounted in a portal) points aria-controls at its
      // listbox, which exists only while open: ARIA allows it, this rule does not (decision 174).
      'no-missing-references': 'off',
    },
  }),
);

async function crawl(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://localhost${path}`, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)', accept: 'text/html' }, redirect: 'manual' }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('server HTML', () => {
  it.each(Object.entries(PAGES))('%s HTML is valid', async (_kind, path) => {
    const res = await crawl(path);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const report = await validator.validateString(await res.text());
    const errors = report.results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`));
    expect(errors).toEqual([]);
  });

  it('finds an error when there is one', async () => {
    const report = await validator.validateString('<!doctype html><html lang="en"><head><title>x</title></head><body><p><div></div></p></body></html>');
    expect(report.valid).toBe(false);
  });
});
