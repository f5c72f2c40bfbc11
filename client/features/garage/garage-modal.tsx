import { useAtom, useSetAtom } from 'jotai';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { ModalFrame } from '../vehicle-selector/modal-frame';
import { garageModalOpenAtom, openVehicleSelectorAtom } from '../vehicle-selector/selector-atoms';
import { shopWithoutVehicleAtom } from './garage-atoms';
import { GarageVehicleList } from './garage-vehicle-list';
import { useIsGuest } from './use-is-guest';

const actionClass = css({
  minH: '11',
  px: '4',
  borderRadius: 'md',
  fontWeight: 'semibold',
  border: '1px solid',
  borderColor: 'brand.blue',
  color: 'brand.blue',
  bg: 'white',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  _hover: { bg: 'brand.blueLight' },
});

/** The Your Garage modal (document 2 §2): Sign In, Manage Vehicles, Add Vehicle, Shop Without Vehicle, the vehicles. */
export function GarageModal() {
  const t = useT();
  const [open, setOpen] = useAtom(garageModalOpenAtom);
  const openSelector = useSetAtom(openVehicleSelectorAtom);
  const shopWithout = useSetAtom(shopWithoutVehicleAtom);
  const isGuest = useIsGuest();
  const close = () => setOpen(false);
  return (
    <ModalFrame open={open} onOpenChange={setOpen} title={t('garage.title')} closeLabel={t('garage.close')} testId="garage-modal">
      <GarageVehicleList onChosen={close} />
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '2' })}>
        <button
          type="button"
          className={actionClass}
          onClick={() => {
            close();
            openSelector({});
          }}
        >
          {t('garage.addVehicle')}
        </button>
        <button
          type="button"
          className={actionClass}
          onClick={() => {
            void shopWithout();
            close();
          }}
        >
          {t('garage.shopWithoutVehicle')}
        </button>
        <Link to="/account/my-garage" onClick={close} className={actionClass}>
          {t('garage.manageVehicles')}
        </Link>
        {isGuest && (
          <Link to="/login" onClick={close} className={actionClass}>
            {t('garage.signIn')}
          </Link>
        )}
      </div>
      {isGuest && <p className={css({ fontSize: 'sm', color: 'muted' })}>{t('garage.signInPrompt')}</p>}
    </ModalFrame>
  );
}
