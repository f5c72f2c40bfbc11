import { useEffect, useId } from 'react';
import { css, cx } from 'styled-system/css';
import type { ShipmentType } from '../../../shared/cart/add-to-cart';
import { STANDARD_ESTIMATE_DAYS } from '../../../shared/checkout/shipping';
import type { DeliveryOptions } from '../../../shared/types/stock';
import { useT } from '../../i18n/intl';
import { StoreStatusLine } from '../store-picker/store-status-line';
import type { FulfilmentOptionsProps } from './fulfilment-options';
import { PickupReady } from './pickup-ready';

const optionClass = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '3',
  rowGap: '1',
  p: '3',
  border: '2px solid',
  borderColor: 'line',
  borderRadius: 'md',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'brand.blue', bg: 'brand.blueLight' },
  '&:has(input:disabled)': { cursor: 'not-allowed', bg: 'surface' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.blue', outlineOffset: '2px' },
});

/** The two options with their stock, once stock has arrived (null: it could not be read). */
export function FulfilmentChoice({
  stock,
  pickupOffered,
  shipmentType,
  onShipmentTypeChange,
  onStockChange,
  onChangeStore,
}: FulfilmentOptionsProps & { stock: DeliveryOptions | null; pickupOffered: boolean; onChangeStore: () => void }) {
  const t = useT();
  const name = useId();
  const pickup = stock?.pickup ?? null;
  const pickupEnabled = Boolean(pickup?.available);

  useEffect(() => {
    if (stock) onStockChange?.({ delivery: stock.delivery.availableStock, pickup: pickup ? pickup.availableStock : null, storeId: pickup?.storeId ?? null });
  }, [stock, pickup, onStockChange]);
  // A store without the product cannot keep pickup selected.
  useEffect(() => {
    if (shipmentType === 'pickup' && stock && !pickupEnabled) onShipmentTypeChange('delivery');
  }, [shipmentType, stock, pickupEnabled, onShipmentTypeChange]);

  const choose = (type: ShipmentType) => () => onShipmentTypeChange(type);
  return (
    <fieldset className={css({ display: 'grid', gap: '2', border: 'none', p: 0, m: 0, minW: 0 })}>
      <legend className={css({ fontWeight: 'bold', mb: '2' })}>{t('fulfilment.legend')}</legend>
      <label className={optionClass}>
        <input type="radio" name={name} value="delivery" checked={shipmentType === 'delivery'} onChange={choose('delivery')} className={css({ mt: '1', w: '4', h: '4' })} />
        <span className={css({ fontWeight: 'semibold' })}>{t('fulfilment.delivery')}</span>
        <span className={css({ gridColumn: '2', fontSize: 'sm', color: stock?.delivery.available ? 'success' : stock ? 'danger' : 'muted' })}>
          {!stock ? t('fulfilment.unavailable') : stock.delivery.available ? t('fulfilment.delivery.inStock', STANDARD_ESTIMATE_DAYS) : t('fulfilment.delivery.outOfStock')}
        </span>
      </label>
      {pickupOffered && (
        <div className={css({ display: 'grid', gap: '2' })}>
          <label className={optionClass}>
            <input
              type="radio"
              name={name}
              value="pickup"
              checked={shipmentType === 'pickup'}
              disabled={!pickupEnabled}
              onChange={choose('pickup')}
              className={css({ mt: '1', w: '4', h: '4' })}
            />
            <span className={css({ fontWeight: 'semibold' })}>{t('fulfilment.pickup')}</span>
            <span className={css({ gridColumn: '2', display: 'grid', gap: '1', fontSize: 'sm' })}>
              {!pickup ? (
                <span className={css({ color: 'muted' })}>{stock ? t('fulfilment.pickup.noStore') : t('fulfilment.unavailable')}</span>
              ) : pickup.availableStock > 0 ? (
                <>
                  <span data-testid="pickup-stock" className={css({ color: 'success', fontWeight: 'semibold' })}>
                    {t('fulfilment.pickup.inStock', { count: pickup.availableStock, store: pickup.store.name })}
                  </span>
                  <StoreStatusLine store={pickup.store} />
                  {pickup.store.c_pickupReadyTime && <PickupReady ready={pickup.store.c_pickupReadyTime} />}
                </>
              ) : (
                <>
                  <span data-testid="pickup-stock" className={css({ color: 'danger', fontWeight: 'semibold' })}>
                    {t('fulfilment.pickup.notAvailable')}
                  </span>
                  <span className={css({ color: 'muted' })}>{pickup.store.name}</span>
                </>
              )}
            </span>
          </label>
          <button
            type="button"
            onClick={onChangeStore}
            className={cx(css({ justifySelf: 'start', minH: '11', px: '2', color: 'brand.blue', fontWeight: 'semibold', textDecoration: 'underline', cursor: 'pointer' }))}
          >
            {t('fulfilment.changeStore')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
