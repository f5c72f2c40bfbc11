import { useState } from 'react';
import { css } from 'styled-system/css';
import { testimonialsKey } from '../../shared/content/content-keys';
import type { Testimonial, TestimonialPage } from '../../shared/content/content-types';
import type { TestimonialsData } from '../../shared/content/page-data';
import { fetchJson } from '../data/fetcher';
import { useT } from '../i18n/intl';
import { useRouter } from '../router/router';
import { ContentSeo } from '../features/content/content-seo';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

/** Testimonials, 15 per request (document 1 §9), with Load more. */
export default function TestimonialsPage({ payload }: PageProps<TestimonialsData>) {
  const t = useT();
  const { location } = useRouter();
  const [items, setItems] = useState<Testimonial[]>(payload.data.first.items);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const total = payload.data.first.total;
  const heading = t('content.testimonials.title');
  const loadMore = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const next = await fetchJson<TestimonialPage>(testimonialsKey(location.site.id, location.locale.id, items.length));
      setItems((current) => [...current, ...next.items.filter((n) => !current.some((c) => c.id === n.id))]);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  const jsonLd = {
    '@type': 'Organization',
    name: t('common.storeName'),
    review: items.map((item) => ({ '@type': 'Review', author: { '@type': 'Person', name: item.name }, reviewBody: item.quote, reviewRating: { '@type': 'Rating', ratingValue: item.rating, bestRating: 5 } })),
  };
  return (
    <PageLayout title={`${heading} | ${t('common.storeName')}`} description={t('content.testimonials.description')} heading={heading} breadcrumbs={payload.breadcrumbs}>
      <ContentSeo path={location.path} jsonLd={jsonLd} />
      <ul data-testid="testimonials" className={css({ listStyle: 'none', display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } })}>
        {items.map((item) => (
          <li key={item.id} className={css({ border: '1px solid', borderColor: 'line', borderRadius: 'lg', p: '4', display: 'grid', gap: '2' })}>
            <p role="img" aria-label={t('content.testimonials.rating', { rating: item.rating })} className={css({ color: '#B7791F', letterSpacing: 'widest' })}>
              <span aria-hidden="true">{'★'.repeat(item.rating)}{'☆'.repeat(5 - item.rating)}</span>
            </p>
            <blockquote className={css({ fontSize: 'md' })}>“{item.quote}”</blockquote>
            <p className={css({ fontSize: 'sm', color: 'muted' })}>
              <strong className={css({ color: 'ink' })}>{item.name}</strong>, {item.location}
            </p>
          </li>
        ))}
      </ul>
      <div className={css({ display: 'grid', justifyItems: 'center', gap: '3', mt: '6' })}>
        <p className={css({ color: 'muted', fontSize: 'sm' })} aria-live="polite">{t('content.testimonials.showing', { shown: items.length, total })}</p>
        {failed && <p role="alert" className={css({ color: 'danger' })}>{t('content.testimonials.loadFailed')}</p>}
        {items.length < total && (
          <button type="button" onClick={loadMore} disabled={loading} className={css({ bg: 'brand.blue', color: 'white', px: '6', minH: '11', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer', _disabled: { opacity: 0.6, cursor: 'wait' } })}>
            {t('content.testimonials.loadMore')}
          </button>
        )}
      </div>
    </PageLayout>
  );
}
