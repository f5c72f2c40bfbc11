import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { ProductHit } from '../../../shared/types/product';
import type { SelectedVehicle } from '../../../shared/vehicles/selected-vehicle';
import { useT } from '../../i18n/intl';
import { ModalFrame } from '../vehicle-selector/modal-frame';
import { useVehicleSelector } from '../vehicle-selector/use-vehicle-selector';
import { lineVehicle } from './line-vehicle';
import { useAddToCart } from './use-add-to-cart';

// Computed once: every card of a list with a vehicle renders this button.
const addClass = css({ bg: 'brand.yellow', color: 'ink', _hover: { bg: 'brand.yellowDark' }, _disabled: { opacity: 0.7, cursor: 'progress' } });

/**
 * The card's Add to Cart (document 2 §4): adds directly when the part fits the vehicle, trim and
 * engine included; otherwise a dialog recommends choosing trim and engine and lets the shopper
 * add anyway. The button shows a loading state while adding. The line records `vehicle`, the one
 * the grid's cards talk about (passed down rather than read per card: a list has 24 of them).
 */
export function CardAddToCart({
  hit,
  quantity,
  vehicle,
  className,
  onAdded,
}: {
  hit: ProductHit;
  quantity: number;
  vehicle: SelectedVehicle | null;
  className: string;
  onAdded?: (productId: string, quantity: number) => void;
}) {
  const t = useT();
  const selector = useVehicleSelector();
  const { addToCart, adding } = useAddToCart();
  const [confirming, setConfirming] = useState(false);
  const fits = hit.fitment === 'fits' || hit.universal;
  const add = async () => {
    setConfirming(false);
    const ok = await addToCart({ lines: [{ productId: hit.productId, quantity }], shipmentType: 'delivery', storeId: null, vehicle: lineVehicle(vehicle, fits) });
    if (ok) onAdded?.(hit.productId, quantity);
  };
  return (
    <>
      <button
        type="button"
        aria-busy={adding}
        disabled={adding}
        className={cx(className, addClass)}
        onClick={() => (fits ? void add() : setConfirming(true))}
      >
        {adding ? t('cart.adding') : t('product.addToCart')}
      </button>
      <ModalFrame
        open={confirming}
        onOpenChange={setConfirming}
        title={t('cart.missingDetailsTitle')}
        closeLabel={t('cart.close')}
        testId="add-anyway-dialog"
        footer={
          <>
            <button type="button" onClick={() => void add()} className={css({ minH: '11', borderRadius: 'md', fontWeight: 'bold', bg: 'brand.yellow', color: 'ink', cursor: 'pointer' })}>
              {t('cart.addAnyway')}
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
                selector.open({ noRedirect: true });
              }}
              className={css({ minH: '11', borderRadius: 'md', fontWeight: 'bold', border: '1px solid', borderColor: 'brand.blue', color: 'brand.blue', cursor: 'pointer' })}
            >
              {t('cart.selectTrimEngine')}
            </button>
          </>
        }
      >
        <p>{t('cart.missingDetailsBody')}</p>
      </ModalFrame>
    </>
  );
}
