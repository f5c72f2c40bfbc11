import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RichText } from '../../../shared/content/rich-text';
import { RouterProvider } from '../../router/router';
import { RichTextView } from './rich-text';

const render = (value: RichText) => renderToStaticMarkup(<RouterProvider serverHref="/fr/pages/about-us"><RichTextView value={value} /></RouterProvider>);

describe('RichTextView', () => {
  it('escapes text and never injects HTML from content', () => {
    const html = render({ blocks: [{ t: 'p', c: [{ t: 'text', text: '<img src=x onerror=alert(1)>' }, { t: 'bold', text: '</strong><script>' }] }, { t: 'h', level: 2, text: '<h1>x</h1>' }] });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<strong>&lt;/strong&gt;&lt;script&gt;</strong>');
    expect(html).toContain('<h2');
  });

  it('drops unsafe link and image targets but keeps their text', () => {
    const html = render({ blocks: [{ t: 'p', c: [{ t: 'link', text: 'click', href: 'javascript:alert(1)' }] }, { t: 'asset', src: 'javascript:x', alt: 'bad' }] });
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<span>click</span>');
    expect(html).not.toContain('<img');
  });

  it('links site paths and inline entries under the current locale prefix, external links safely', () => {
    const html = render({
      blocks: [
        { t: 'p', c: [{ t: 'link', text: 'contact', href: '/contact-us' }, { t: 'entry', text: 'returns', kind: 'policy', slug: 'return-policy' }, { t: 'link', text: 'ext', href: 'https://example.com/' }] },
      ],
    });
    expect(html).toContain('href="/ca/fr/contact-us"');
    expect(html).toContain('href="/ca/fr/pages/policy/return-policy"');
    expect(html).toContain('href="https://example.com/" class');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('renders note collections with their theme and weight, and ordered lists', () => {
    const html = render({ blocks: [{ t: 'notes', theme: 'warning', weight: 'bold', items: [[{ t: 'text', text: 'Careful' }]] }, { t: 'ol', items: [[{ t: 'text', text: 'One' }]] }] });
    expect(html).toContain('data-note-theme="warning"');
    expect(html).toMatch(/<ol[^>]*><li><span>One<\/span><\/li><\/ol>/);
  });
});
