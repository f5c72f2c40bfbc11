import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import useSWR from 'swr';
import { vehicleSegmentOf } from '../../../shared/routes/vehicle-url';
import { toSelectedVehicle } from '../../../shared/vehicles/garage';
import { SELECTED_VEHICLE_KEY, vehicleModelKey, type CookieVehicle } from '../../../shared/vehicles/vehicle-api';
import type { Vehicle } from '../../../shared/vehicles/vehicle-levels';
import type { SelectedVehicle } from '../../../shared/vehicles/selected-vehicle';
import { useRouter } from '../../router/router';
import { garageAtom, garageLoadedAtom, selectedGarageVehicleAtom } from './garage-atoms';

function fromVehicle(vehicle: Vehicle, submodel?: string | null, engine?: string | null): SelectedVehicle {
  return {
    modelId: vehicle.model.id,
    year: Number(vehicle.year.id),
    makeName: vehicle.make.name,
    modelName: vehicle.model.name,
    ...(submodel ? { submodel } : {}),
    ...(engine ? { engine } : {}),
  };
}

/** The vehicle segment of a prefix-free path and query, or null when it is not a vehicle URL. */
export function urlVehicleSegment(path: string, search: string): string | null {
  return vehicleSegmentOf({ pathname: path, search });
}

/**
 * The selected vehicle.
 *
 * Precedence: on a vehicle URL (first segment {year}-{make}-{model}…, or a `vehicle` query
 * parameter) the URL's vehicle wins — with the garage's trim/engine when the garage has that same
 * vehicle selected. Otherwise the garage's selected vehicle; before the browser garage is read (the
 * server render and the first client render) the vehicle the selected-vehicle cookie names, which
 * the server hands over in the SWR fallback, so the first HTML already shows it.
 */
export function useSelectedVehicle(): SelectedVehicle | null {
  const { location } = useRouter();
  useAtomValue(garageAtom); // subscribing loads the garage from its store
  const loaded = useAtomValue(garageLoadedAtom);
  const entry = useAtomValue(selectedGarageVehicleAtom);
  const segment = urlVehicleSegment(location.path, location.search);
  const { data: urlVehicle } = useSWR<Vehicle>(segment ? vehicleModelKey(segment) : null);
  const { data: cookieVehicle } = useSWR<CookieVehicle | null>(loaded ? null : SELECTED_VEHICLE_KEY);
  return useMemo(() => {
    const garageVehicle = loaded
      ? entry && toSelectedVehicle(entry)
      : cookieVehicle && fromVehicle(cookieVehicle.vehicle, cookieVehicle.submodel, cookieVehicle.engine);
    if (segment && urlVehicle) {
      return garageVehicle?.modelId === urlVehicle.model.id ? garageVehicle : fromVehicle(urlVehicle);
    }
    return garageVehicle ?? null;
  }, [loaded, entry, cookieVehicle, segment, urlVehicle]);
}
