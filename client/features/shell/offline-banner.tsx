import { useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online; the server render assumes online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** "You are currently offline" while the browser is offline (document 1 §2.4, §8). */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  return (
    <div role="status" className={css({ position: 'fixed', insetX: '0', bottom: '0', zIndex: 1200 })}>
      {!online && (
        <p className={css({ bg: 'ink', color: 'white', textAlign: 'center', fontWeight: 'semibold', py: '3', px: '4', borderTop: '3px solid', borderColor: 'brand.yellow' })}>
          {t('common.offline.banner')}
        </p>
      )}
    </div>
  );
}
