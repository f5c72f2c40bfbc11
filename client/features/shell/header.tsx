import { useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { VehicleButton } from '../garage/vehicle-button';
import { StorePicker } from '../store-picker/store-picker';
import { AccountLink } from './account-link';
import { CartButton } from './cart-button';
import { Logo } from './logo';
import { onDark } from './on-dark';
import { DesktopMenu, HeaderSearchDesktop, HeaderSearchMobile, MobileDrawer } from './shell-widgets';
import { TopBar } from './top-bar';
import { useHeaderHeight } from './use-header-height';

const controlClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  minW: '11',
  px: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'semibold',
  _hover: { bg: 'rgba(255, 255, 255, 0.12)' },
  '&[aria-current=page]': { cursor: 'default' },
});

/**
 * The full header (document 1 §2.4). The top bar scrolls away; the rest sticks to the top, and
 * its height is published as --header-height for other sticky elements.
 */
export function Header() {
  const header = useRef<HTMLElement>(null);
  const topBar = useRef<HTMLDivElement>(null);
  useHeaderHeight(header, topBar);
  return (
    <header
      ref={header}
      className={css({
        position: 'sticky',
        top: 'calc(-1 * var(--top-bar-height, 0px))',
        zIndex: 1100,
        bg: 'brand.blue',
        color: 'white',
      })}
    >
      <TopBar ref={topBar} />
      <div className={cx(onDark, css({ display: 'flex', alignItems: 'center', gap: { base: '1', sm: '2', lg: '4' }, maxW: 'container', mx: 'auto', px: { base: '2', sm: '4' }, py: '2' }))}>
        <div className={css({ display: { lg: 'none' } })}>
          <MobileDrawer />
        </div>
        <Logo />
        <div className={css({ display: { base: 'none', lg: 'block' }, minW: '0' })}>
          <VehicleButton />
        </div>
        <div className={css({ display: { base: 'none', lg: 'block' }, flex: '1', minW: '0' })}>
          <HeaderSearchDesktop variant="desktop" />
        </div>
        <div className={css({ flex: '1', display: { lg: 'none' } })} />
        <StorePicker />
        <div className={css({ display: { base: 'none', lg: 'block' } })}>
          <AccountLink className={controlClass} />
        </div>
        <CartButton className={controlClass} />
      </div>
      {/* Below lg the vehicle button and the search button get a row of their own. The vehicle
          button takes the room it needs (cut short only when the row is full); the search
          button keeps its size. */}
      <div className={cx(onDark, css({ display: { base: 'flex', lg: 'none' }, alignItems: 'center', gap: '2', px: { base: '2', sm: '4' }, pb: '2' }))}>
        <div className={css({ flex: '0 1 auto', minW: '0' })}>
          <VehicleButton />
        </div>
        <div className={css({ flex: '1 0 auto' })}>
          <HeaderSearchMobile variant="mobile" />
        </div>
      </div>
      <DesktopMenu />
    </header>
  );
}

/** Checkout header (document 1 §2.4): logo and cart only. */
export function CheckoutHeader() {
  return (
    <header className={cx(onDark, css({ bg: 'brand.blue', color: 'white' }))}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', maxW: 'container', mx: 'auto', px: '4', py: '2' })}>
        <Logo />
        <CartButton className={controlClass} />
      </div>
    </header>
  );
}
