import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { ModalFrame } from '../vehicle-selector/modal-frame';

const buttonClass = css({ minH: '11', px: '4', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer', w: 'full' });
const primary = css({ bg: 'brand.blue', color: 'white', _hover: { bg: 'brand.blueDark' } });
const secondary = css({ bg: 'white', color: 'brand.blue', border: '2px solid', borderColor: 'brand.blue', _hover: { bg: 'surface' } });

/** "Part Not Compatible" (document 2 §2, §4): Continue Shopping closes it, Edit Vehicle opens the vehicle selector. */
export function NotCompatibleDialog({ open, vehicleName, onClose, onEditVehicle }: { open: boolean; vehicleName: string; onClose: () => void; onEditVehicle: () => void }) {
  const t = useT();
  return (
    <ModalFrame
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('pdp.notCompatible.title')}
      closeLabel={t('pdp.close')}
      testId="not-compatible-dialog"
      footer={
        <>
          <button type="button" className={`${buttonClass} ${primary}`} onClick={onClose}>
            {t('pdp.notCompatible.continue')}
          </button>
          <button type="button" className={`${buttonClass} ${secondary}`} onClick={onEditVehicle}>
            {t('pdp.notCompatible.edit')}
          </button>
        </>
      }
    >
      <p>{t('pdp.notCompatible.body', { vehicle: vehicleName })}</p>
    </ModalFrame>
  );
}

/** "Missing Vehicle Details" (document 2 §2): the vehicle lacks the trim/engine a fitment row needs. */
export function MissingDetailsDialog({ open, vehicleName, onClose, onAddAnyway, onSelectDetails }: { open: boolean; vehicleName: string; onClose: () => void; onAddAnyway: () => void; onSelectDetails: () => void }) {
  const t = useT();
  return (
    <ModalFrame
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('pdp.missingDetails.title')}
      closeLabel={t('pdp.close')}
      testId="missing-details-dialog"
      footer={
        <>
          <button type="button" className={`${buttonClass} ${primary}`} onClick={onSelectDetails}>
            {t('pdp.missingDetails.select')}
          </button>
          <button type="button" className={`${buttonClass} ${secondary}`} onClick={onAddAnyway}>
            {t('pdp.missingDetails.addAnyway')}
          </button>
        </>
      }
    >
      <p>{t('pdp.missingDetails.body', { vehicle: vehicleName })}</p>
    </ModalFrame>
  );
}

export interface FitmentDialogsProps {
  vehicleName: string;
  notCompatibleOpen: boolean;
  onCloseNotCompatible: () => void;
  onEditVehicle: () => void;
  missingDetailsOpen: boolean;
  onCloseMissingDetails: () => void;
  onAddAnyway: () => void;
  onSelectDetails: () => void;
}

/** Both fitment dialogs of the product page, one lazily loaded part (only some shoppers ever see one). */
export function FitmentDialogs(props: FitmentDialogsProps) {
  return (
    <>
      <NotCompatibleDialog open={props.notCompatibleOpen} vehicleName={props.vehicleName} onClose={props.onCloseNotCompatible} onEditVehicle={props.onEditVehicle} />
      <MissingDetailsDialog open={props.missingDetailsOpen} vehicleName={props.vehicleName} onClose={props.onCloseMissingDetails} onAddAnyway={props.onAddAnyway} onSelectDetails={props.onSelectDetails} />
    </>
  );
}
