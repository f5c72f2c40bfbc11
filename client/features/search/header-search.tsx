import { useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { SearchBox } from './search-box';

const iconButtonClass = css({ w: '11', h: '11', display: 'grid', placeItems: 'center', color: 'inherit', cursor: 'pointer', listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } });

/**
 * Header search box (document 1 §2.4, §2.8): inline on desktop; on mobile a search button that
 * opens a full-screen search. The mobile one is a <details> (decision 270): it opens before the
 * page's code has loaded, and without JavaScript, and its search form works there too. Once open,
 * its button sits over the panel's corner as the close button.
 */
export function HeaderSearch({ variant }: { variant: 'desktop' | 'mobile' }) {
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  if (variant === 'desktop') {
    return (
      <div data-testid="header-search" className={css({ w: 'full', maxW: '40rem' })}>
        <SearchBox id="header-search-desktop" />
      </div>
    );
  }
  const close = () => {
    if (details.current) details.current.open = false;
  };
  return (
    <details
      ref={details}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        setOpen(isOpen);
        // The field takes the focus on opening, as the full-screen search is for typing.
        if (isOpen) event.currentTarget.querySelector<HTMLInputElement>('input[name="q"]')?.focus();
      }}
    >
      <summary
        aria-label={open ? t('search.close') : t('search.open')}
        data-testid="mobile-search-open"
        className={cx(iconButtonClass, css({ position: 'relative', zIndex: 1501, '[open] > &': { position: 'fixed', top: '3', right: '3', color: 'white', fontSize: '2xl' } }))}
      >
        {open ? (
          <span aria-hidden="true">×</span>
        ) : (
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-3.5-3.5" />
          </svg>
        )}
      </summary>
      <div role="dialog" aria-label={t('search.label')} className={css({ position: 'fixed', inset: '0', zIndex: 1500, bg: 'brand.blue', h: '100dvh', w: '100vw', p: '3', pr: '16' })}>
        <SearchBox id="header-search-mobile" inline onDone={close} />
      </div>
    </details>
  );
}
