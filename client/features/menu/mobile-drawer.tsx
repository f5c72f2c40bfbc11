import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { AccountLink } from '../shell/account-link';
import { accountSummaryAtom } from '../shell/account-state';
import { SignOutButton } from '../auth/sign-out-button';
import { CartButton } from '../shell/cart-button';
import { CarIcon, ChevronDownIcon, CloseIcon, MenuIcon } from '../shell/icons';
import { menuLink, useMenu } from './use-menu';

const rowClass = css({ display: 'flex', alignItems: 'center', gap: '3', minH: '12', px: '4', fontWeight: 'semibold', _hover: { bg: 'surface' } });
const subLinkClass = css({ display: 'flex', alignItems: 'center', minH: '11', pl: '8', pr: '4', fontSize: 'sm', _hover: { color: 'brand.blue' } });

const drawerClass = css({
  // The popover's own box (the browser centres it by default): a full-height panel at the start.
  position: 'fixed',
  inset: '0',
  insetInlineEnd: 'auto',
  m: '0',
  p: '0',
  border: 'none',
  h: '100dvh',
  maxH: '100dvh',
  w: 'min(22rem, 100vw)',
  bg: 'white',
  color: 'fg',
  boxShadow: 'xl',
  flexDirection: 'column',
  '&:popover-open': { display: 'flex' },
  '&::backdrop': { bg: 'rgba(20, 22, 31, 0.55)' },
});

/**
 * Mobile menu (below lg): a drawer with the categories (a top category expands to its
 * children), My Vehicles, Login or Account (with Sign Out when registered), and Cart.
 *
 * The drawer is a `popover` opened by its button and the categories are `<details>` (decision
 * 295): the browser opens, closes and expands them itself, so the drawer works in the server's
 * HTML before this code has loaded and without JavaScript. The browser also closes it on Escape or
 * a click outside and returns the focus to the Menu button. With the code here, it also closes on
 * any navigation.
 */
export function MobileDrawer() {
  const t = useT();
  const menu = useMenu();
  const { href } = useRouter();
  // A fixed id, not useId(): the drawer's markup is rendered once and kept (decision 296).
  const id = 'mobile-menu';
  const drawerId = `${id}-drawer`;
  const titleId = `${id}-title`;
  const drawer = useRef<HTMLDivElement>(null);
  const registered = useAtomValue(accountSummaryAtom).isRegistered;
  const close = () => {
    const element = drawer.current;
    if (element?.matches(':popover-open')) element.hidePopover();
  };
  // Any navigation closes the drawer.
  useEffect(close, [href]);
  return (
    <>
      <button
        type="button"
        popoverTarget={drawerId}
        aria-label={t('shell.menu.open')}
        className={css({ display: { base: 'grid', lg: 'none' }, placeItems: 'center', w: '11', h: '11', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'rgba(255, 255, 255, 0.12)' } })}
      >
        <MenuIcon size={24} />
      </button>
      <div id={drawerId} ref={drawer} popover="auto" role="dialog" aria-labelledby={titleId} className={drawerClass}>
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: '4', minH: '14', bg: 'brand.blue', color: 'white' })}>
          {/* Not headings: the drawer sits in every page's header markup, before the page's h1; the
              dialog is named by this title and the nav by its label. */}
          <p id={titleId} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
            {t('shell.menu.title')}
          </p>
          <button
            type="button"
            popoverTarget={drawerId}
            popoverTargetAction="hide"
            aria-label={t('shell.menu.close')}
            className={css({ display: 'grid', placeItems: 'center', w: '11', h: '11', cursor: 'pointer', borderRadius: 'md', _focusVisible: { outlineColor: 'brand.yellow' } })}
          >
            <CloseIcon size={24} />
          </button>
        </div>
        <nav aria-label={t('shell.menu.nav')} className={css({ flex: '1', overflowY: 'auto' })}>
          <p aria-hidden="true" className={css({ px: '4', pt: '4', pb: '2', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wide', color: 'muted' })}>
            {t('shell.menu.categories')}
          </p>
          {menu.map((top) => (
            // One open at a time: details of one name form an exclusive accordion.
            <details key={top.id} name={`${id}-categories`} className={css({ borderBottom: '1px solid', borderColor: 'line', '&[open] > summary svg': { transform: 'rotate(180deg)' } })}>
              <summary className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minH: '12', px: '4', fontWeight: 'semibold', cursor: 'pointer', listStyle: 'none', '&::-webkit-details-marker': { display: 'none' }, '& svg': { transition: 'transform 0.2s' } })}>
                {top.name}
                <ChevronDownIcon />
              </summary>
              <ul className={css({ listStyle: 'none', py: '1' })}>
                <li>
                  <Link to={`/${top.id}`} className={subLinkClass}>
                    {t('shell.menu.shopAll', { category: top.name })}
                  </Link>
                </li>
                {(top.categories ?? []).map((child) => (
                  <li key={child.id}>
                    <Link to={menuLink(top, child)} className={subLinkClass}>
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          ))}
          <ul className={css({ listStyle: 'none', py: '2' })}>
            <li>
              <Link to="/account/my-garage" onClick={close} className={rowClass}>
                <CarIcon />
                {t('shell.menu.myVehicles')}
              </Link>
            </li>
            <li>
              <AccountLink className={rowClass} onNavigate={close} />
            </li>
            {registered && (
              <li>
                <SignOutButton className={rowClass} />
              </li>
            )}
            <li>
              <CartButton className={rowClass} onNavigate={close} showLabel />
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
