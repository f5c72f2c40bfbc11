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

// Class names computed once: the header renders on every page, and css() hashes its argument on each call.
const headerClass = css({ position: 'sticky', top: 'calc(-1 * var(--top-bar-height, 0px))', zIndex: 1100, bg: 'brand.blue', color: 'white' });
const mainRowClass = cx(onDark, css({ display: 'flex', alignItems: 'center', gap: { base: '1', sm: '2', lg: '4' }, maxW: 'container', mx: 'auto', px: { base: '2', sm: '4' }, py: '2' }));
const belowLgClass = css({ display: { lg: 'none' } });
const vehicleDesktopClass = css({ display: { base: 'none', lg: 'block' }, minW: '0' });
const searchDesktopClass = css({ display: { base: 'none', lg: 'block' }, flex: '1', minW: '0' });
const spacerClass = css({ flex: '1', display: { lg: 'none' } });
const fromLgClass = css({ display: { base: 'none', lg: 'block' } });
const secondRowClass = cx(onDark, css({ display: { base: 'flex', lg: 'none' }, alignItems: 'center', gap: '2', px: { base: '2', sm: '4' }, pb: '2' }));
const vehicleMobileClass = css({ flex: '0 1 auto', minW: '0' });
const searchMobileClass = css({ flex: '1 0 auto' });
const checkoutHeaderClass = cx(onDark, css({ bg: 'brand.blue', color: 'white' }));
const checkoutRowClass = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', maxW: 'container', mx: 'auto', px: '4', py: '2' });

/**
 * The full header (document 1 §2.4). The top bar scrolls away; the rest sticks to the top, and
 * its height is published as --header-height for other sticky elements.
 */
export function Header() {
  const header = useRef<HTMLElement>(null);
  const topBar = useRef<HTMLDivElement>(null);
  useHeaderHeight(header, topBar);
  return (
    <header ref={header} className={headerClass}>
      <TopBar ref={topBar} />
      <div className={mainRowClass}>
        <div className={belowLgClass}>
          <MobileDrawer />
        </div>
        <Logo />
        <div className={vehicleDesktopClass}>
          <VehicleButton />
        </div>
        <div className={searchDesktopClass}>
          <HeaderSearchDesktop variant="desktop" />
        </div>
        <div className={spacerClass} />
        <StorePicker />
        <div className={fromLgClass}>
          <AccountLink className={controlClass} />
        </div>
        <CartButton className={controlClass} />
      </div>
      {/* Below lg the vehicle button and the search button get a row of their own. The vehicle
          button takes the room it needs (cut short only when the row is full); the search
          button keeps its size. */}
      <div className={secondRowClass}>
        <div className={vehicleMobileClass}>
          <VehicleButton />
        </div>
        <div className={searchMobileClass}>
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
    <header className={checkoutHeaderClass}>
      <div className={checkoutRowClass}>
        <Logo />
        <CartButton className={controlClass} />
      </div>
    </header>
  );
}
