import { css } from 'styled-system/css';
import { plainText } from '../../shared/content/rich-text';
import type { FaqData } from '../../shared/content/page-data';
import { useT } from '../i18n/intl';
import { Link } from '../router/link';
import { useRouter } from '../router/router';
import { ContentSeo } from '../features/content/content-seo';
import { RichTextView } from '../features/content/rich-text';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

/** An FAQ entry with the other questions of its category (FAQPage structured data). */
export default function FaqPage({ payload }: PageProps<FaqData>) {
  const t = useT();
  const { location } = useRouter();
  const { category, entry } = payload.data;
  const jsonLd = {
    '@type': 'FAQPage',
    name: category.title,
    mainEntity: category.entries.map((e) => ({ '@type': 'Question', name: e.question, acceptedAnswer: { '@type': 'Answer', text: plainText(e.answer) } })),
  };
  const others = category.entries.filter((e) => e.id !== entry.id);
  return (
    <PageLayout title={`${entry.question} | ${t('common.storeName')}`} description={plainText(entry.answer).slice(0, 160)} heading={entry.question} breadcrumbs={payload.breadcrumbs}>
      <ContentSeo path={location.path} jsonLd={jsonLd} />
      <p className={css({ color: 'muted', fontSize: 'sm' })}>{t('content.faq.category', { category: category.title })}</p>
      <div className={css({ maxW: '72ch', fontSize: 'lg' })}>
        <RichTextView value={entry.answer} />
      </div>
      {others.length > 0 && (
        <section aria-labelledby="faq-more" className={css({ mt: '8', borderTop: '1px solid', borderColor: 'line', pt: '6' })}>
          <h2 id="faq-more" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>{t('content.faq.more', { category: category.title })}</h2>
          <ul className={css({ listStyle: 'none', display: 'grid', gap: '2' })}>
            {others.map((e) => (
              <li key={e.id}>
                <Link to={`/pages/faq/${e.category}/${e.id}`} className={css({ color: 'brand.blue', textDecoration: 'underline', display: 'inline-flex', minH: '8', alignItems: 'center' })}>{e.question}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageLayout>
  );
}
