import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { BasketProductItem, LineVehicle } from '../../../shared/cart/basket';
import { formatPrice } from '../../../shared/pricing/format-price';
import type { CurrencyCode, LocaleId } from "../../../shared/sites/config";
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { LineStepper } from './line-stepper';
import { LineStockNote } from './line-stock-note';
import { useCartLines } from './use-cart-lines';

function parseVehicle(text: string | null): LineVehicle | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as LineVehicle;
  } catch {
    return null;
  }
}

/** The vehicle fit of a line (document 1 §3 c_vehicleDetails): fits, or check the fit. */
function LineFit({ item }: { item: BasketProductItem }) {
  const t = useT();
  const vehicle = parseVehicle(item.c_vehicleDetails);
  if (!vehicle) return null;
  const name = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  return vehicle.isFit ? (
    <p className={css({ fontSize: 'xs', color: 'success', fontWeight: 'semibold' })}>✓ {t('cart.fitsVehicle', { vehicle: name })}</p>
  ) : (
    <p className={css({ fontSize: 'xs', color: 'danger' })}>{t('cart.reviewFit', { vehicle: name })}</p>
  );
}

/**
 * One cart line: image, name, SKU, price and stepper, its refundable core deposit (decision 284); busy overlay while its change is on the way.
 * The cart page adds its own actions (remove, move) and the vehicle fit.
 */
export function CartLine({ item, currency, locale, showFit = false, actions }: { item: BasketProductItem; currency: CurrencyCode; locale: LocaleId; showFit?: boolean; actions?: ReactNode }) {
  const t = useT();
  const { setQuantity } = useCartLines();
  const [busy, setBusy] = useState(false);
  const change = async (quantity: number) => {
    setBusy(true);
    await setQuantity(item, quantity);
    setBusy(false);
  };
  return (
    <article data-testid="cart-line" data-item-id={item.itemId} aria-busy={busy} className={css({ position: 'relative', display: 'grid', gridTemplateColumns: '5rem 1fr', gap: '3', py: '3' })}>
      {item.c_image ? (
        <img src={item.c_image.link} alt={item.c_image.alt} width={80} height={80} className={css({ w: '20', h: '20', objectFit: 'contain' })} />
      ) : (
        <div aria-hidden="true" className={css({ w: '20', h: '20', bg: 'surface', borderRadius: 'md' })} />
      )}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
        <Link to={`/product/${encodeURIComponent(item.productId)}`} className={css({ fontWeight: 'semibold', fontSize: 'sm', lineClamp: 2, color: 'fg', _hover: { textDecoration: 'underline' } })}>
          {item.productName}
        </Link>
        <p className={css({ fontSize: 'xs', color: 'muted' })}>{t('cart.sku', { productId: item.productId })}</p>
        {showFit && <LineFit item={item} />}
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', justifyContent: 'space-between' })}>
          <LineStepper item={item} busy={busy} onChange={change} />
          <p className={css({ fontWeight: 'bold' })} data-testid="line-price">
            {formatPrice(item.price, currency, locale)}
          </p>
        </div>
        {item.quantity > 1 && <p className={css({ fontSize: 'xs', color: 'muted' })}>{t('cart.each', { price: formatPrice(item.basePrice, currency, locale) })}</p>}
        {item.c_coreDeposit > 0 && (
          <p data-testid="line-core-deposit" className={css({ fontSize: 'xs', color: 'muted' })}>
            {t('cart.lineCoreDeposit', { amount: formatPrice(item.c_coreDeposit * item.quantity, currency, locale) })}
          </p>
        )}
        <LineStockNote item={item} />
        {actions}
      </div>
      {busy && (
        <div role="status" className={css({ position: 'absolute', inset: '0', bg: 'rgba(255,255,255,0.7)', display: 'grid', placeItems: 'center', fontWeight: 'semibold', fontSize: 'sm' })}>
          {t('cart.updating')}
        </div>
      )}
    </article>
  );
}
