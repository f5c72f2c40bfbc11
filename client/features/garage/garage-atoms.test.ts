import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { garageVehicle } from '../../../shared/vehicles/garage';
import { makeLevel, modelLevel, yearLevel } from '../../../shared/vehicles/vehicle-levels';
import {
  garageAtom,
  garageLoadedAtom,
  garageStoreAtom,
  removeVehicleAtom,
  selectedGarageVehicleAtom,
  selectVehicleAtom,
  setQualifiersAtom,
  shopWithoutVehicleAtom,
} from './garage-atoms';
import { memoryGarageStore } from './garage-store';

const civic = garageVehicle({ year: yearLevel(2019), make: makeLevel(2019, 'honda', 'Honda'), model: modelLevel(2019, 'honda', 'civic', 'Civic') });
const camry = garageVehicle({ year: yearLevel(2018), make: makeLevel(2018, 'toyota', 'Toyota'), model: modelLevel(2018, 'toyota', 'camry', 'Camry') });

function setup(initial = [civic]) {
  const store = createStore();
  const backing = memoryGarageStore(initial.map((v) => ({ ...v })));
  store.set(garageStoreAtom, backing);
  return { store, backing };
}

describe('garage atoms', () => {
  it('loads the store when first read, and not on the server render', async () => {
    const { store } = setup();
    expect(store.get(garageLoadedAtom)).toBe(false);
    const unsubscribe = store.sub(garageAtom, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.get(garageLoadedAtom)).toBe(true);
    expect(store.get(garageAtom).map((v) => v.model.id)).toEqual(['2019-honda-civic']);
    unsubscribe();
  });

  it('selects, refines, shops without vehicle and removes, saving every change', async () => {
    const { store, backing } = setup();
    await store.set(selectVehicleAtom, camry);
    expect(store.get(selectedGarageVehicleAtom)?.model.id).toBe('2018-toyota-camry');
    await store.set(setQualifiersAtom, { modelId: '2018-toyota-camry', submodel: 'LE', engine: '2.5L L4' });
    expect((await backing.load()).find((v) => v.model.id === '2018-toyota-camry')).toMatchObject({ submodel: 'LE', engineBlockId: '2.5L L4' });

    await store.set(shopWithoutVehicleAtom);
    expect(store.get(selectedGarageVehicleAtom)).toBeNull();

    await store.set(selectVehicleAtom, camry);
    expect(await store.set(removeVehicleAtom, '2018-toyota-camry')).toMatchObject({ target: '/2019-honda-civic' });
    expect(await store.set(removeVehicleAtom, '2019-honda-civic')).toEqual({ vehicles: [], target: '/parts' });
    expect(await backing.load()).toEqual([]);
  });
});
