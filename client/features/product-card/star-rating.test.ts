import { describe, expect, it } from 'vitest';
import { shownStars } from './star-rating';

describe('shownStars', () => {
  it('shows a half star from a fraction of .5', () => {
    expect(shownStars(3.4)).toBe(3);
    expect(shownStars(3.5)).toBe(3.5);
    expect(shownStars(3.9)).toBe(3.5);
    expect(shownStars(5)).toBe(5);
    expect(shownStars(0)).toBe(0);
  });
});

describe('StarRating', () => {
  it('paints the shown stars as a filled row 14 px a star over the outlines, without SVG', async () => {
    const { renderToString } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { StarRating } = await import('./star-rating');
    const { IntlProvider } = await import('../../i18n/intl');
    const { css } = await import('styled-system/css');
    const html = renderToString(
      createElement(IntlProvider, {
        locale: 'en-US',
        messages: { 'product.rating': 'Rated {average} out of 5', 'product.reviewCount': '{count}' },
        children: createElement(StarRating, { average: 3.6, count: 12 }),
      }),
    );
    expect(html).not.toContain('<svg');
    expect(html).toContain('Rated 3.6 out of 5');
    // Class names are hashed (decision 233): the filled row carries the class of a 49 px width.
    expect(html).toMatch(new RegExp(`class="[^"]*\\b${css({ w: '49px' })}\\b[^"]*" data-stars="3.5"`));
  });
});
