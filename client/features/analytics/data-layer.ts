import { checkDataLayerEvent } from '../../../shared/analytics/event-schemas';

/** `window.dataLayer` as tag managers read it. */
type DataLayer = Record<string, unknown>[];

function dataLayer(): DataLayer {
  const w = window as Window & { dataLayer?: DataLayer };
  w.dataLayer ??= [];
  return w.dataLayer;
}

/**
 * Validates one event and pushes it (document 2 §5: a failure is logged as an error and the event
 * is not sent). Ecommerce events are preceded by `{ecommerce: null}`, as GA4 asks, so a tag
 * manager never merges one event's items into the next.
 */
export function pushEvent(candidate: unknown): boolean {
  const checked = checkDataLayerEvent(candidate);
  if (!checked.ok) {
    console.error(checked.message);
    return false;
  }
  const layer = dataLayer();
  if ('ecommerce' in checked.event) layer.push({ ecommerce: null });
  layer.push(structuredClone(checked.event) as unknown as Record<string, unknown>);
  return true;
}
