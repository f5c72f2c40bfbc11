import { consentCategoryOf, type DataLayerEvent } from '../../../shared/analytics/data-layer-events';
import { runWithConsent } from '../consent/consent-store';

/**
 * The data-layer facade pages call (decision 182): `track(event)` only queues. Once the page's
 * consent allows the event's category, the validator and the pusher are imported (their own
 * chunk, superstruct included) and the events go to `window.dataLayer` in the order they were
 * tracked. Refused categories drop their events; nothing runs on the server.
 */
let chain: Promise<void> = Promise.resolve();
let pusher: Promise<typeof import('./data-layer')> | null = null;

export function track(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  runWithConsent(consentCategoryOf(event), () => {
    pusher ??= import('./data-layer');
    const loading = pusher;
    chain = chain
      .then(() => loading)
      .then((module) => void module.pushEvent(event))
      .catch((error: unknown) => {
        // A chunk that failed to load is asked for again by the next event.
        pusher = null;
        console.error('analytics event not pushed', event.event, error);
      });
  });
}
