import type { ComponentType } from 'react';
import type { PageKind } from '../../shared/types/page';
import type { PageProps } from './page-props';
import { loadChunk } from '../features/shell/load-failure';

type PageModule = { default: ComponentType<PageProps<never>> };

/** Pages load on demand (document 1 §2.1): each kind is its own chunk in the browser. */
const loaders: Record<PageKind, () => Promise<PageModule>> = {
  home: () => import('./home-page'),
  'not-found': () => import('./not-found-page'),
  category: () => import('./category-page'),
  'product-list': () => import('./product-list-page'),
  product: () => import('./product-page'),
  vehicle: () => import('./vehicle-page'),
  'my-garage': () => import('./my-garage-page'),
  screen: () => import('./screen-page'),
  legacy: () => import('./legacy-page'),
  'store-locator': () => import('./store-locator-page'),
  'store-details': () => import('./store-details-page'),
  'content-page': () => import('./content-page'),
  'content-index': () => import('./content-index-page'),
  faq: () => import('./faq-page'),
  testimonials: () => import('./testimonials-page'),
  'resource-article': () => import('./resource-article-page'),
  'contact-us': () => import('./contact-us-page'),
  cart: () => import('./cart-page'),
  error: () => import('./error-route-page'),
  checkout: () => import('./checkout-page'),
  'order-confirmation': () => import('./order-confirmation-page'),
  'order-status': () => import('./order-status-page'),
  auth: () => import('./auth-page'),
  account: () => import('./account-page'),
};

const pending = new Map<PageKind, Promise<ComponentType<PageProps<never>>>>();

/** The page component of a kind; the same promise for every caller, so `use()` can suspend on it. */
export function loadPage(kind: PageKind): Promise<ComponentType<PageProps<never>>> {
  let promise = pending.get(kind);
  if (!promise) {
    // A chunk that fails, or has not arrived after 120 s, fails with "Loading chunk {kind} failed".
    const loading = loadChunk(kind, loaders[kind]).then((m) => m.default);
    // Mark the promise the way React's use() reads it: a loaded page renders without suspending,
    // and a failed load throws at once to the offline boundary instead of retrying in a loop.
    const tracked = loading as typeof loading & { status?: string; value?: unknown; reason?: unknown };
    loading.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
    );
    promise = loading;
    pending.set(kind, promise);
  }
  return promise;
}

/**
 * Forgets pages whose chunk failed to load, so Retry Connection loads them again: the next
 * loadPage() is a fresh import(), which browsers fetch anew after a failed fetch (decision 271).
 */
export function forgetFailedPages(): void {
  for (const [kind, promise] of pending) {
    if ((promise as { status?: string }).status === 'rejected') pending.delete(kind);
  }
}
