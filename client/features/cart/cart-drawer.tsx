import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import * as Dialog from '../../components/ui/dialog';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { OtherPartsForVehicle } from '../recommendations/other-parts-for-vehicle';
import { cartDrawerAtom } from './cart-atoms';
import { CartLine } from './cart-line';
import { FreeShippingProgress } from './free-shipping-progress';
import { useCart } from './use-cart';

const buttonClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '11',
  px: '4',
  borderRadius: 'md',
  fontWeight: 'bold',
  cursor: 'pointer',
  textAlign: 'center',
});

/**
 * "Added to Cart" drawer (document 1 §2.6): the lines just added with their steppers, the other
 * parts for the vehicle, Continue Shopping and Proceed to Cart (inactive while the delivery
 * shipment has no shipping method). Any path change closes it.
 */
export function CartDrawer() {
  const t = useT();
  const [state, setState] = useAtom(cartDrawerAtom);
  const { basket } = useCart();
  const { location } = useRouter();
  const path = useRef(location.path);
  useEffect(() => {
    if (path.current !== location.path) setState(null);
    path.current = location.path;
  }, [location.path, setState]);
  const close = () => setState(null);
  const lines = basket && state ? basket.productItems.filter((item) => state.itemIds.includes(item.itemId)) : [];
  const delivery = basket?.shipments.find((s) => s.c_shipmentType === 'delivery');
  const cartReady = !delivery || Boolean(delivery.shippingMethod);
  const modelId = state?.reco?.modelId ?? null;
  return (
    <Dialog.Root open={state !== null} onOpenChange={(details) => !details.open && close()} lazyMount unmountOnExit>
      <Dialog.SheetContent data-testid="cart-drawer">
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: '4', borderBottom: '1px solid', borderColor: 'line' })}>
          <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{t('cart.drawerTitle')}</Dialog.Title>
          <Dialog.CloseTrigger aria-label={t('cart.close')} className={css({ w: '11', h: '11', display: 'grid', placeItems: 'center', fontSize: '2xl', cursor: 'pointer', borderRadius: 'md', _hover: { bg: 'surface' } })}>
            <span aria-hidden="true">×</span>
          </Dialog.CloseTrigger>
        </div>
        <div className={css({ flex: '1', overflowY: 'auto', px: '4' })}>
          {basket &&
            lines.map((item) => (
              <CartLine key={item.itemId} item={item} currency={basket.currency} locale={location.locale.id} />
            ))}
          {basket && lines.length > 0 && <FreeShippingProgress basket={basket} locale={location.locale.id} className={css({ py: '3', borderTop: '1px solid', borderColor: 'line' })} />}
          {state?.reco && modelId && (
            <section aria-label={t('cart.otherParts')} className={css({ py: '3', borderTop: '1px solid', borderColor: 'line' })}>
              <OtherPartsForVehicle {...state.reco} />
              <Link to={`/${modelId}`} onClick={close} className={`${buttonClass} ${css({ border: '1px solid', borderColor: 'brand.blue', color: 'brand.blue', mt: '2' })}`}>
                <span className={css({ display: { base: 'none', md: 'inline' } })}>{t('cart.viewAllParts')}</span>
                <span className={css({ display: { base: 'inline', md: 'none' } })}>{t('cart.viewAll')}</span>
              </Link>
            </section>
          )}
        </div>
        <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3', p: '4', borderTop: '1px solid', borderColor: 'line' })}>
          <button type="button" onClick={close} className={`${buttonClass} ${css({ border: '1px solid', borderColor: 'ink', bg: 'white' })}`}>
            {t('cart.continueShopping')}
          </button>
          {cartReady ? (
            <Link to="/cart" className={`${buttonClass} ${css({ bg: 'brand.yellow', color: 'ink' })}`}>
              {t('cart.proceedToCart')}
            </Link>
          ) : (
            <button type="button" disabled aria-disabled="true" className={`${buttonClass} ${css({ bg: 'surface', color: 'muted', cursor: 'not-allowed' })}`}>
              {t('cart.proceedToCart')}
            </button>
          )}
        </div>
      </Dialog.SheetContent>
    </Dialog.Root>
  );
}
