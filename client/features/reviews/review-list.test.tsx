import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import messages from '../../../shared/i18n/generated/messages.json';
import type { ReviewsPage } from '../../../shared/reviews/review-types';
import { IntlProvider } from '../../i18n/intl';
import { ReviewList } from './review-list';

const evil = '<img src=x onerror=alert(1)><script>alert(2)</script>';

function render(page: ReviewsPage): string {
  return renderToString(
    <IntlProvider locale="en-US" messages={(messages as Record<string, Record<string, string>>)['en-US']!}>
      <ReviewList productId="AX-1" firstPage={page} />
    </IntlProvider>,
  );
}

const review = (id: number) => ({ id, score: 4, title: `Title ${id} ${evil}`, content: `Body ${evil}`, created_at: '2025-03-09T12:00:00.000Z', user: { display_name: `<b>Eve</b>` } });

describe('ReviewList', () => {
  it('renders shoppers’ text as text, never as markup', () => {
    const html = render({ reviews: [review(1)], paging: { page: 1, limit: 2, total: 1, currentPage: 1 } });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>Eve');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).toContain('By &lt;b&gt;Eve&lt;/b&gt;');
  });

  it('offers more only while fewer than the total are loaded', () => {
    expect(render({ reviews: [review(1), review(2)], paging: { page: 1, limit: 2, total: 3, currentPage: 1 } })).toContain('Show More Reviews');
    expect(render({ reviews: [review(1), review(2)], paging: { page: 1, limit: 2, total: 2, currentPage: 1 } })).not.toContain('Show More Reviews');
  });

  it('says "No Reviews Added" without reviews', () => {
    expect(render({ reviews: [], paging: { page: 1, limit: 2, total: 0, currentPage: 1 } })).toContain('No Reviews Added');
  });
});
