import { describe, expect, it } from 'vitest';
import { withoutScripts } from './script-free-proxy';

const PAGE = [
  '<html><head><script nonce="n1">Intl.NumberFormat.supportedLocalesOf("en-US")</script>',
  '<link rel="modulepreload" fetchPriority="low" nonce="n1" href="/build/entry-a.js"/>',
  '<link rel="stylesheet" href="/build/styles-b.css"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head><body><main>Brakes</main>',
  '<script type="application/json" id="__AXLE_BOOT__">{"boot":{}}</script>',
  '<script type="module" src="/build/entry-a.js" nonce="n1" id="_R_" async=""></script>',
  '<div hidden id="S:0"><p>Reviews</p></div><script nonce="n1">$RC("B:0","S:0")</script></body></html>',
].join('');

describe('withoutScripts', () => {
  it('takes out every script the browser would run and the module preloads', () => {
    const html = withoutScripts(PAGE);
    expect(html).not.toContain('Intl.NumberFormat');
    expect(html).not.toContain('entry-a.js');
  });

  it('keeps the markup, the stylesheet, the data blocks the browser only parses and React\'s streaming instructions', () => {
    expect(withoutScripts(PAGE)).toBe(
      '<html><head><link rel="stylesheet" href="/build/styles-b.css"/>' +
        '<script type="application/ld+json">{"@type":"Organization"}</script></head><body><main>Brakes</main>' +
        '<script type="application/json" id="__AXLE_BOOT__">{"boot":{}}</script>' +
        '<div hidden id="S:0"><p>Reviews</p></div><script nonce="n1">$RC("B:0","S:0")</script></body></html>',
    );
  });
});
