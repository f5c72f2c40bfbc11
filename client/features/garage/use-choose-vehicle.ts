import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { GarageVehicle } from '../../../shared/vehicles/garage';
import { buildHref } from '../../../shared/sites/resolve';
import { useT } from '../../i18n/intl';
import { useNavigate, useRouter } from '../../router/router';
import { showToast } from '../toast/toaster';
import { selectVehicleAtom } from './garage-atoms';

/**
 * Applies a chosen vehicle (document 2 §4): selects it in the garage, shows 'Fitment updated' and,
 * unless told not to, opens its landing page /{modelId} without a reload.
 */
export function useChooseVehicle(): (vehicle: GarageVehicle, options?: { noRedirect?: boolean }) => Promise<void> {
  const select = useSetAtom(selectVehicleAtom);
  const navigate = useNavigate();
  const { location } = useRouter();
  const t = useT();
  return useCallback(
    async (vehicle, options = {}) => {
      await select(vehicle);
      showToast({ status: 'success', message: t('vehicle.fitmentUpdated') });
      if (!options.noRedirect) navigate(buildHref(`/${vehicle.model.value}`, location.site, location.locale));
    },
    [select, navigate, location.site, location.locale, t],
  );
}
