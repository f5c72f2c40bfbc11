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

/** The URL of the module whose fetch failed, per page kind, from the browser's import error. */
const failedUrls = new Map<PageKind, string>();
let retries = 0;

/** The file name a page kind's chunk starts with (its module's name, see `loaders`). */
function chunkStem(kind: PageKind): string {
  if (kind === 'error') return 'error-route-page';
  return kind.endsWith('-page') ? kind : `${kind}-page`;
}

/** The module URL named by an import failure ("Failed to fetch dynamically imported module: {url}"). */
function failedModuleUrl(error: unknown): string | null {
  for (let e = error; e instanceof Error; e = e.cause) {
    const url = /https?:\/\/[^\s'"]+\.js/.exec(e.message)?.[0];
    if (url) return url;
  }
  return null;
}

/**
 * Loads a page's module. Browsers keep a failed module fetch for the page's life (a second
 * `import()` of the same URL fails without a request), so a retry after a failure asks for the
 * page chunk under a new URL; when a chunk it imports was the one that failed, only a reload
 * fetches that one again.
 */
function importPage(kind: PageKind): Promise<PageModule> {
  const failed = failedUrls.get(kind);
  if (!failed) return loaders[kind]();
  if (new URL(failed).pathname.split('/').pop()!.startsWith(`${chunkStem(kind)}-`)) {
    retries += 1;
    return import(/* @vite-ignore */ `${failed}?retry=${retries}`) as Promise<PageModule>;
  }
  window.location.reload();
  return new Promise<PageModule>(() => {});
}

/** The page component of a kind; the same promise for every caller, so `use()` can suspend on it. */
export function loadPage(kind: PageKind): Promise<ComponentType<PageProps<never>>> {
  let promise = pending.get(kind);
  if (!promise) {
    // A chunk that fails, or has not arrived after 120 s, fails with "Loading chunk {kind} failed".
    const loading = loadChunk(kind, () => importPage(kind)).then((m) => m.default);
    // Mark the promise the way React's use() reads it: a loaded page renders without suspending,
    // and a failed load throws at once to the offline boundary instead of retrying in a loop.
    const tracked = loading as typeof loading & { status?: string; value?: unknown; reason?: unknown };
    loading.then(
      (value) => {
        failedUrls.delete(kind);
        Object.assign(tracked, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        const url = failedModuleUrl(reason);
        if (url) failedUrls.set(kind, url);
        Object.assign(tracked, { status: 'rejected', reason });
      },
    );
    promise = loading;
    pending.set(kind, promise);
  }
  return promise;
}

/** Forgets pages whose chunk failed to load, so Retry Connection loads them again. */
export function forgetFailedPages(): void {
  for (const [kind, promise] of pending) {
    if ((promise as { status?: string }).status === 'rejected') pending.delete(kind);
  }
}
