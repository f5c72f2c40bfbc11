import { useEffect, useState } from 'react';
import type { DetailFitment } from '../../../shared/product/product-detail';
import type { SelectedVehicle } from '../../../shared/vehicles/selected-vehicle';
import { useBoot } from '../../boot-context';

/** The fitment check runs this long after the page settles (document 2 §9). */
export const FITMENT_CHECK_DELAY_MS = 300;

export interface FitResult {
  modelId: string;
  isCompatible: boolean;
  qualifiersMatch: boolean;
}

export interface FitmentCheckState {
  /** The latest answer for the shopper's vehicle (the loader's until the browser check answers), or null. */
  result: FitResult | null;
  loading: boolean;
}

/**
 * Checks the product against the shopper's vehicle (with its trim and engine) through ymm-check,
 * 300 ms after the page settles and again whenever the vehicle changes. The loader's answer for
 * the same vehicle shows meanwhile, so the first HTML already carries the banner.
 */
export function useFitmentCheck(productId: string, vehicle: SelectedVehicle | null, initial: DetailFitment | null): FitmentCheckState {
  const { organizationId, siteId } = useBoot();
  const modelId = vehicle?.modelId ?? null;
  const [checked, setChecked] = useState<FitResult | null>(null);
  // Loading from the start when there is a vehicle: the dialog waits for the browser's check.
  const [loading, setLoading] = useState(modelId !== null);
  const submodel = vehicle?.submodel ?? '';
  const engine = vehicle?.engine ?? '';

  useEffect(() => {
    setChecked(null);
    if (!modelId) return;
    let cancelled = false;
    setLoading(true);
    const timer = window.setTimeout(async () => {
      const query = new URLSearchParams({ c_productId: productId, c_vehicleID: modelId, siteId });
      if (submodel) query.set('c_submodel', submodel);
      if (engine) query.set('c_engine', engine);
      try {
        const response = await fetch(`/custom/ymm-check/v1/organizations/${organizationId}/ymm-check?${query.toString()}`);
        if (!response.ok) throw new Error(`ymm-check answered ${response.status}`);
        const body = (await response.json()) as { isCompatible: boolean; qualifiersMatch: boolean };
        if (!cancelled) setChecked({ modelId, isCompatible: body.isCompatible, qualifiersMatch: body.qualifiersMatch });
      } catch (error) {
        // The loader's answer (if any) stays; a failed re-check is not the shopper's problem.
        console.warn('fitment check failed', error);
      } finally {
        if (!cancelled) setLoading(false);
      }
    }, FITMENT_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      setLoading(false);
    };
  }, [productId, modelId, submodel, engine, organizationId, siteId]);

  if (checked && checked.modelId === modelId) return { result: checked, loading };
  if (initial && initial.modelId === modelId) return { result: { modelId, isCompatible: initial.isCompatible, qualifiersMatch: initial.qualifiersMatch }, loading };
  return { result: null, loading };
}
