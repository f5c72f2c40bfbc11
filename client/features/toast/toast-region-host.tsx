import { useSyncExternalStore } from 'react';
import { lazyPart } from '../../components/lazy/lazy-part';
import { subscribeToToastsWanted, toastsWanted } from './toaster';

const region = lazyPart(() => import('./toast-region').then((m) => m.ToastRegion), 'toast-region');

/** The toast regions, mounted with the page's first toast (decision 220). */
export function ToastRegionHost() {
  const wanted = useSyncExternalStore(subscribeToToastsWanted, toastsWanted, () => false);
  return <region.Part wanted={wanted} />;
}
