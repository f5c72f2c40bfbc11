import type { LocaleConfig, SiteConfig } from '../shared/sites/config';
import type { Services } from './commerce/services';
import type { Shopper } from './commerce/customer/shopper';

/** Per-request values set by middleware (`c.var`). */
export interface AppVariables {
  requestId: string;
  secureHeadersNonce?: string;
  site: SiteConfig;
  locale: LocaleConfig;
  /** Path without site/locale prefixes. */
  path: string;
  /** The page query: without site/locale and tracking parameters; a cached route keeps its declared ones, sorted (shared/routes/page-query). */
  search: string;
  services: Services;
  /** The shopper of this request (shopper-session middleware), null without a live session. */
  shopper: Shopper | null;
  /** Set when streaming SSR reported an error: such a page is not kept by the edge HTML cache. */
  renderFailed?: boolean;
}

/** The app's type, written once (HANDBOOK: type the app once). */
export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
