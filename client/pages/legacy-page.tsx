import { css } from 'styled-system/css';
import type { LegacyData } from '../../shared/content/page-data';
import { useT } from '../i18n/intl';
import { useRouter } from '../router/router';
import { ContentSections } from '../features/content/content-sections';
import { ContentSeo } from '../features/content/content-seo';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

export type { LegacyData };

/** The three legacy static pages (document 1 §2.1), keyed by page type, with their content. */
export default function LegacyPage({ payload }: PageProps<LegacyData>) {
  const t = useT();
  const { location } = useRouter();
  const { pageType: type, page } = payload.data;
  const heading = page?.title ?? t(`common.legacy.${type}.title`);
  const description = page?.description ?? t(`common.legacy.${type}.body`);
  return (
    <PageLayout title={`${heading} | ${t('common.storeName')}`} description={description} heading={heading} breadcrumbs={payload.breadcrumbs}>
      <ContentSeo path={location.path} jsonLd={{ '@type': 'WebPage', name: heading, description }} />
      <div data-page-type={type}>
        {page ? <ContentSections page={page} /> : <p className={css({ maxW: '60ch', fontSize: 'lg' })}>{description}</p>}
      </div>
    </PageLayout>
  );
}
