/** Garage state (Jotai): the list, loaded from its store on first use, and the actions that change it. */
import { startTransition } from 'react';
import { atom, type Getter } from 'jotai';
import {
  removeVehicle,
  selectedEntry,
  selectVehicle,
  setQualifiers,
  shopWithoutVehicle,
  type GarageVehicle,
  type RemoveResult,
} from '../../../shared/vehicles/garage';
import { browserGarageStore, type GarageStore } from './garage-store';
import { writeSelectedVehicleCookie } from './vehicle-cookie-writer';

interface GarageState {
  /** False until the store has been read (the server never reads it). */
  loaded: boolean;
  vehicles: GarageVehicle[];
}

/** The store in use; accounts swap in a profile-backed one for registered customers. */
export const garageStoreAtom = atom<GarageStore>(browserGarageStore);

const garageStateAtom = atom<GarageState>({ loaded: false, vehicles: [] });

/** True once the garage list has been read from its store. */
export const garageLoadedAtom = atom((get) => get(garageStateAtom).loaded);

/** Reads the store into the state (once per mount of the first subscriber). */
export const loadGarageAtom = atom(null, async (get, set) => {
  const vehicles = await get(garageStoreAtom).load();
  // A transition: the first read lands while the page may still be hydrating, and an urgent update
  // would hydrate every section that reads the garage in one long task.
  startTransition(() => set(garageStateAtom, { loaded: true, vehicles }));
});

/** The garage list (every entry, search-only ones included); reading it loads the store. */
export const garageAtom = atom(
  (get) => get(garageStateAtom).vehicles,
  (_get, set) => set(loadGarageAtom),
);
garageAtom.onMount = (load) => {
  void load();
};

/** The selected garage entry, or null. */
export const selectedGarageVehicleAtom = atom((get) => selectedEntry(get(garageStateAtom).vehicles));

// Every change goes through here: state, store and cookie move together.
const commitAtom = atom(null, async (get, set, vehicles: GarageVehicle[]) => {
  set(garageStateAtom, { loaded: true, vehicles });
  writeSelectedVehicleCookie(selectedEntry(vehicles));
  await get(garageStoreAtom).save(vehicles);
});

/** Reads the current list, from the store when it has not been loaded yet. */
async function current(get: Getter): Promise<GarageVehicle[]> {
  const state = get(garageStateAtom);
  return state.loaded ? state.vehicles : get(garageStoreAtom).load();
}

/** Selects a vehicle (appended when new). */
export const selectVehicleAtom = atom(null, async (get, set, vehicle: GarageVehicle) => {
  await set(commitAtom, selectVehicle(await current(get), vehicle, Date.now()));
});

/** 'Shop without vehicle': nothing selected. */
export const shopWithoutVehicleAtom = atom(null, async (get, set) => {
  await set(commitAtom, shopWithoutVehicle(await current(get)));
});

/** Removes a vehicle; answers where to go (see removeVehicle). */
export const removeVehicleAtom = atom(null, async (get, set, modelId: string): Promise<RemoveResult> => {
  const result = removeVehicle(await current(get), modelId, Date.now());
  await set(commitAtom, result.vehicles);
  return result;
});

/** Sets the trim and engine of a garage entry. */
export const setQualifiersAtom = atom(
  null,
  async (get, set, input: { modelId: string; submodel: string | null; engine: string | null }) => {
    await set(commitAtom, setQualifiers(await current(get), input.modelId, input));
  },
);
