import { describe, expect, it } from 'vitest';
import { entryPath, isSafeHref, parseRichText, plainText } from './rich-text';

describe('rich text authoring format', () => {
  it('parses headings, paragraphs, lists, assets and note collections', () => {
    const rich = parseRichText('## Steps\n\n1. Loosen\n2. Lift\n\n- a **bold** item\n- [link](/contact-us)\n\n![Pads](/images/pads.svg)\n\n!note warning bold\n- Never under a jack\n\nSee [policy](policy:return-policy) and [faq](faq:returns/what-is-a-core-charge).');
    expect(rich.blocks.map((b) => b.t)).toEqual(['h', 'ol', 'ul', 'asset', 'notes', 'p']);
    expect(rich.blocks[2]).toEqual({ t: 'ul', items: [[{ t: 'text', text: 'a ' }, { t: 'bold', text: 'bold' }, { t: 'text', text: ' item' }], [{ t: 'link', text: 'link', href: '/contact-us' }]] });
    expect(rich.blocks[4]).toEqual({ t: 'notes', theme: 'warning', weight: 'bold', items: [[{ t: 'text', text: 'Never under a jack' }]] });
    expect(rich.blocks[5]).toMatchObject({ c: [{ t: 'text' }, { t: 'entry', kind: 'policy', slug: 'return-policy' }, { t: 'text' }, { t: 'entry', kind: 'faq', slug: 'returns/what-is-a-core-charge' }, { t: 'text' }] });
  });

  it('keeps markup-looking text as text', () => {
    const rich = parseRichText('<script>alert(1)</script> & <b>x</b>');
    expect(rich.blocks).toEqual([{ t: 'p', c: [{ t: 'text', text: '<script>alert(1)</script> & <b>x</b>' }] }]);
    expect(plainText(rich)).toBe('<script>alert(1)</script> & <b>x</b>');
  });

  it.each([
    ['/pages/policy', true],
    ['https://example.com/a', true],
    ['mailto:help@axle.example', true],
    ['tel:+1 800 555 0199', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['//evil.example/path', false],
    ['http://insecure.example', false],
    ['vbscript:msgbox', false],
  ])('isSafeHref(%s) is %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });

  it('maps inline entries to their pages', () => {
    expect(entryPath('policy', 'privacy-policy')).toBe('/pages/policy/privacy-policy');
    expect(entryPath('faq', 'shipping/how-do-i-track-my-order')).toBe('/pages/faq/shipping/how-do-i-track-my-order');
    expect(entryPath('resource', 'brakes/how-to-replace-brake-pads')).toBe('/pages/resources/brakes/how-to-replace-brake-pads');
  });
});
