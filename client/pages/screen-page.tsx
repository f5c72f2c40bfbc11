import { css } from 'styled-system/css';
import { useT } from '../i18n/intl';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

export interface ScreenData {
  /** Message id of the screen's heading. */
  titleKey: string;
}

/** Screens whose content later work fills: heading, breadcrumbs and the shell. */
export default function ScreenPage({ payload }: PageProps<ScreenData>) {
  const t = useT();
  const heading = t(payload.data.titleKey);
  return (
    <PageLayout title={`${heading} | ${t('common.storeName')}`} heading={heading} breadcrumbs={payload.breadcrumbs}>
      <p className={css({ color: 'muted' })}>{t('common.screen.comingSoon')}</p>
    </PageLayout>
  );
}
