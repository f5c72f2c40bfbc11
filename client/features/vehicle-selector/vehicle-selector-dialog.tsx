import { Tabs } from '@ark-ui/react/tabs';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
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
import { VIN_FORM_ID, VinForm } from './vin-form';
import type { VinPrefill } from './vin-prefill';

type Tab = 'make-model' | 'plate' | 'vin';

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
 * The add-vehicle dialog (document 2 §2): tabs Make/Model, License Plate (not on the Canadian
 * site) and VIN (issue 30), the Find My Part footer button (plate and VIN tabs), and a Sign In
 * link for guests. A VIN that leaves a choice brings the Make/Model tab back pre-filled.
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
  // The VIN form's result, kept until the dialog closes; the garage page passes one in options.
  const [vinResult, setVinResult] = useState<{ prefill: VinPrefill; key: number } | null>(null);
  const done = useCallback(() => close(), [close]);
  const refining = options.step === 'qualifiers';
  const prefill = vinResult?.prefill ?? options.prefill ?? null;
  const activeTab: Tab = refining || prefill ? 'make-model' : isCanada && tab === 'plate' ? 'make-model' : tab;

  useEffect(() => {
    if (!open) setVinResult(null);
  }, [open]);

  const onPartial = useCallback((next: VinPrefill) => {
    setVinResult((previous) => ({ prefill: next, key: (previous?.key ?? 0) + 1 }));
    setTab('make-model');
  }, []);

  const footer = (
    <>
      <button type="submit" form={activeTab === 'vin' ? VIN_FORM_ID : PLATE_FORM_ID} className={primaryButton} disabled={!canFindMyPart({ tab: activeTab, isCanada, lookupRunning })}>
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

  const makeModel = <MakeModelForm key={vinResult?.key ?? 0} options={options} onDone={done} prefill={prefill} />;
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
      {refining ? (
        makeModel
      ) : (
        <Tabs.Root
          value={activeTab}
          onValueChange={(details) => {
            setVinResult(null);
            setTab(details.value as Tab);
          }}
          lazyMount
        >
          <Tabs.List aria-label={t('vehicle.tabsLabel')} className={css({ display: 'flex', borderBottom: '1px solid', borderColor: 'line', mb: '4' })}>
            <Tabs.Trigger value="make-model" className={tabClass}>
              {t('vehicle.tabMakeModel')}
            </Tabs.Trigger>
            {!isCanada && (
              <Tabs.Trigger value="plate" className={tabClass}>
                {t('vehicle.tabPlate')}
              </Tabs.Trigger>
            )}
            <Tabs.Trigger value="vin" className={tabClass}>
              {t('vehicle.tabVin')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="make-model">{makeModel}</Tabs.Content>
          {!isCanada && (
            <Tabs.Content value="plate">
              <PlateForm options={options} running={lookupRunning} onRunningChange={setLookupRunning} onDone={done} />
            </Tabs.Content>
          )}
          <Tabs.Content value="vin">
            <VinForm options={options} running={lookupRunning} onRunningChange={setLookupRunning} onDone={done} onPartial={onPartial} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </ModalFrame>
  );
}
