import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';

// Over the card's top left, clear of the wishlist heart at its top right.
const badgeClass = css({
  position: 'absolute',
  top: '2',
  left: '2',
  maxW: 'calc(100% - 3.5rem)',
  zIndex: 1,
  px: '2',
  py: '0.5',
  borderRadius: 'sm',
  bg: 'brand.blue',
  color: 'white',
  fontSize: 'xs',
  fontWeight: 'bold',
  lineHeight: 'tight',
});

/**
 * "Most bought for your {vehicle}" on the cards the list's vehicle bought most of (decision 291).
 * It lives in the list, not the card: the card ships on the home and product pages too.
 */
export function MostBoughtBadge({ vehicleName }: { vehicleName: string }) {
  const t = useT();
  return (
    <p data-testid="most-bought-badge" className={badgeClass}>
      {t('listing.mostBought', { vehicle: vehicleName })}
    </p>
  );
}
