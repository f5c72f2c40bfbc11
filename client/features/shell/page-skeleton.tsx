import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';

/** Placeholder while a page's chunk or data loads. */
export function PageSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className={css({ maxW: 'container', mx: 'auto', px: '4', py: '8' })}>
      <span className={css({ srOnly: true })}>{t('common.loading')}</span>
      <div className={css({ h: '8', w: '60%', bg: 'surface', borderRadius: 'md', mb: '4' })} />
      <div className={css({ h: '48', w: 'full', bg: 'surface', borderRadius: 'md' })} />
    </div>
  );
}
