import { Tabs } from '@ark-ui/react/tabs';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { useIsGuest } from '../garage/use-is-guest';
import { MakeModelForm } from './make-model-form';
import { ModalFrame } from './modal-frame';
import { PLATE_FORM_ID, PlateForm } from './plate-form';
import { canFindMyPart } from './selection-reducer';
import { closeVehicleSelectorAtom, vehicleSelectorAtom } from './selector-atoms';

type Tab = 'make-model' | 'plate';

const tabClass = css({
  flex: '1',
  minH: '11',
  px: '3',
  fontWeight: 'semibold',
  color: 'muted',
  borderBottom: '3px solid transparent',
  cursor: 'pointer',
  _selected: { color: 'brand.blue', borderColor: 'brand.blue' },
});

const primaryButton = css({
  w: 'full',
  minH: '11',
  borderRadius: 'md',
  bg: 'brand.yellow',
  color: 'ink',
  fontWeight: 'bold',
  cursor: 'pointer',
  _hover: { bg: 'brand.yellowDark' },
  _disabled: { bg: 'surface', color: 'muted', cursor: 'not-allowed' },
});

/**
 * The add-vehicle dialog (document 2 §2): tabs Make/Model and License Plate (no plate tab on the
 * Canadian site), the Find My Part footer button (plate tab only), and a Sign In link for guests.
 */
export function VehicleSelectorDialog() {
  const t = useT();
  const { open, options } = useAtomValue(vehicleSelectorAtom);
  const close = useSetAtom(closeVehicleSelectorAtom);
  const { location } = useRouter();
  const isGuest = useIsGuest();
  const isCanada = location.site.l10n.country === 'CA';
  const [tab, setTab] = useState<Tab>('make-model');
  const [lookupRunning, setLookupRunning] = useState(false);
  const done = useCallback(() => close(), [close]);
  const refining = options.step === 'qualifiers';
  const activeTab: Tab = isCanada || refining ? 'make-model' : tab;

  const footer = (
    <>
      <button type="submit" form={PLATE_FORM_ID} className={primaryButton} disabled={!canFindMyPart({ tab: activeTab, isCanada, lookupRunning })}>
        {t(options.variant === 'add-to-garage' ? 'vehicle.addToGarage' : 'vehicle.findMyPart')}
      </button>
      {isGuest && (
        <p className={css({ fontSize: 'sm', textAlign: 'center' })}>
          {t('vehicle.signInPrompt')}{' '}
          <Link to="/login" onClick={() => close()} className={css({ color: 'brand.blue', fontWeight: 'semibold', textDecoration: 'underline' })}>
            {t('vehicle.signIn')}
          </Link>
        </p>
      )}
    </>
  );

  const makeModel = <MakeModelForm options={options} onDone={done} />;
  return (
    <ModalFrame
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t(refining ? 'vehicle.trimAndEngine' : 'vehicle.dialogTitle')}
      description={refining ? t('vehicle.trimAndEngineHint') : t('vehicle.dialogDescription')}
      closeLabel={t('vehicle.close')}
      footer={refining ? undefined : footer}
      testId="vehicle-selector"
    >
      {isCanada || refining ? (
        makeModel
      ) : (
        <Tabs.Root value={activeTab} onValueChange={(details) => setTab(details.value as Tab)} lazyMount>
          <Tabs.List aria-label={t('vehicle.tabsLabel')} className={css({ display: 'flex', borderBottom: '1px solid', borderColor: 'line', mb: '4' })}>
            <Tabs.Trigger value="make-model" className={tabClass}>
              {t('vehicle.tabMakeModel')}
            </Tabs.Trigger>
            <Tabs.Trigger value="plate" className={tabClass}>
              {t('vehicle.tabPlate')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="make-model">{makeModel}</Tabs.Content>
          <Tabs.Content value="plate">
            <PlateForm options={options} running={lookupRunning} onRunningChange={setLookupRunning} onDone={done} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </ModalFrame>
  );
}
