import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { SearchBox } from './search-box';

/**
 * Header search box (document 1 §2.4, §2.8): inline on desktop; on mobile a search button that
 * opens a full-screen search.
 */
export function HeaderSearch({ variant }: { variant: 'desktop' | 'mobile' }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (variant === 'desktop') {
    return (
      <div data-testid="header-search" className={css({ w: 'full', maxW: '40rem' })}>
        <SearchBox />
      </div>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} lazyMount unmountOnExit>
      <Dialog.Trigger aria-label={t('search.open')} data-testid="mobile-search-open" className={css({ w: '11', h: '11', display: 'grid', placeItems: 'center', color: 'inherit', cursor: 'pointer' })}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Positioner className={css({ position: 'fixed', inset: '0', zIndex: 1500 })}>
          <Dialog.Content className={css({ bg: 'brand.blue', h: '100dvh', w: '100vw', p: '3', display: 'flex', flexDirection: 'column', gap: '3', outline: 'none' })}>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <Dialog.Title className={css({ srOnly: true })}>{t('search.label')}</Dialog.Title>
              <div className={css({ flex: '1', minW: '0' })}>
                <SearchBox autoFocus inline onDone={() => setOpen(false)} />
              </div>
              <Dialog.CloseTrigger aria-label={t('search.close')} className={css({ w: '10', h: '10', display: 'grid', placeItems: 'center', color: 'white', fontSize: '2xl', cursor: 'pointer' })}>
                ×
              </Dialog.CloseTrigger>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
