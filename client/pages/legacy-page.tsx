import { css } from 'styled-system/css';
import { useT } from '../i18n/intl';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

export interface LegacyData {
  pageType: 'factory_direct' | 'buy_discount_auto_parts' | 'why';
}

/** The three legacy static pages (document 1 §2.1), one component keyed by page type. */
export default function LegacyPage({ payload }: PageProps<LegacyData>) {
  const t = useT();
  const type = payload.data.pageType;
  const heading = t(`common.legacy.${type}.title`);
  return (
    <PageLayout title={`${heading} | ${t('common.storeName')}`} description={t(`common.legacy.${type}.body`)} heading={heading}>
      <p data-page-type={type} className={css({ maxW: '60ch', fontSize: 'lg' })}>
        {t(`common.legacy.${type}.body`)}
      </p>
    </PageLayout>
  );
}
