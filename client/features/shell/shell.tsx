import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';

export const MAIN_CONTENT_ID = 'main-content';

/** Page shell (document 1 §2.4): header, main content, footer; reduced on checkout paths. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const { location } = useRouter();
  const checkout = location.path.includes('/checkout');
  return (
    <div className={css({ minH: '100vh', display: 'flex', flexDirection: 'column' })}>
      <a href={`#${MAIN_CONTENT_ID}`} className={css({ srOnly: true, _focus: { srOnly: false, position: 'absolute', top: '2', left: '2', bg: 'white', p: '2', zIndex: 1000 } })}>
        {t('common.skipToContent')}
      </a>
      <header className={css({ bg: 'brand.blue', color: 'white', px: '4', py: '3' })}>
        <Link to="/" className={css({ fontWeight: 'bold', fontSize: 'xl' })}>
          {t('common.storeName')}
        </Link>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={css({ flex: '1' })}>
        {children}
      </main>
      {!checkout && <footer className={css({ bg: 'ink', color: 'white', px: '4', py: '6' })}>© {t('common.storeName')}</footer>}
    </div>
  );
}
