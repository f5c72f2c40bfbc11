import { css, cx } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useCartCount } from '../cart/use-cart';
import { CART_BADGE_OVERFLOW, formatCartBadge } from './cart-count';
import { CartIcon } from './icons';

// Class names computed once: this renders on every page, and css() hashes its argument on each call.
const cartLinkClass = css({ position: 'relative' });
const cartWordClass = css({ display: { base: 'none', md: 'inline' } });
const badgeClass = css({
  position: 'absolute',
  top: '0',
  left: '5',
  minW: '5',
  h: '5',
  px: '1',
  borderRadius: 'full',
  bg: 'brand.yellow',
  color: 'ink',
  fontSize: 'xs',
  fontWeight: 'bold',
  lineHeight: '1.25rem',
  textAlign: 'center',
});

/** Cart link with the item badge; its word shows from md up unless showLabel asks always (document 1 §2.4, §9: 99+ above 100). */
export function CartButton({ className, onNavigate, showLabel = false }: { className?: string; onNavigate?: () => void; showLabel?: boolean }) {
  const t = useT();
  // The basket's item count, read in the browser; it changes at once after an add or a change.
  const count = useCartCount();
  const badge = formatCartBadge(count);
  const label = badge === CART_BADGE_OVERFLOW ? t('shell.cart.overflow') : t('shell.cart.count', { count: badge ? count : 0 });
  return (
    <Link to="/cart" onClick={onNavigate} aria-label={label} className={cx(cartLinkClass, className)}>
      <CartIcon size={24} />
      <span className={showLabel ? undefined : cartWordClass}>{t('shell.cart.label')}</span>
      {badge && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className={badgeClass}
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
