import { useState } from 'react';
import { css } from 'styled-system/css';
import type { BasketProductItem } from '../../../shared/cart/basket';
import { useT } from '../../i18n/intl';
import { ModalFrame } from '../vehicle-selector/modal-frame';
import { useCartLines } from './use-cart-lines';

/** Lines whose stock ran out since they were added (nothing left for their shipment type). */
export function unavailableLines(items: readonly BasketProductItem[]): BasketProductItem[] {
  return items.filter((item) => item.c_availableStock <= 0);
}

/**
 * Items Unavailable (document 1 §4, §8): when lines have no stock left online, a dialog says they
 * will be removed, with Remove.
 */
export function ItemsUnavailableDialog({ items }: { items: BasketProductItem[] }) {
  const t = useT();
  const { remove } = useCartLines();
  const [removing, setRemoving] = useState(false);
  const [dismissed, setDismissed] = useState<string>('');
  const signature = items.map((item) => item.itemId).join(',');
  const open = items.length > 0 && dismissed !== signature;
  return (
    <ModalFrame
      open={open}
      onOpenChange={(next) => !next && setDismissed(signature)}
      title={t('cart.itemsUnavailableTitle')}
      closeLabel={t('cart.close')}
      testId="items-unavailable"
      footer={
        <button
          type="button"
          disabled={removing}
          onClick={async () => {
            setRemoving(true);
            await remove(items, false);
            setRemoving(false);
          }}
          className={css({ minH: '11', borderRadius: 'md', fontWeight: 'bold', bg: 'brand.yellow', color: 'ink', cursor: 'pointer' })}
        >
          {t('cart.remove')}
        </button>
      }
    >
      <p>{t('cart.itemsUnavailableBody')}</p>
      <ul className={css({ listStyle: 'disc', pl: '5', fontSize: 'sm' })}>
        {items.map((item) => (
          <li key={item.itemId}>{item.productName}</li>
        ))}
      </ul>
    </ModalFrame>
  );
}
