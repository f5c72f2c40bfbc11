import { useContext, type ComponentType } from 'react';
import type { Messages } from '../../shared/i18n/create-intl';
import type { BootState } from '../../shared/types/page';
import { shellContentKey } from '../../shared/content/content-keys';
import { BootContext } from '../../client/boot-context';
import { serverMarkup } from '../../client/components/lazy/widget-registry';
import { menuDataKey } from '../../client/features/menu/menu-key';
import { DesktopMenu, Footer, HeaderSearchDesktop, HeaderSearchMobile, LocaleSwitcher, MobileDrawer } from '../../client/features/shell/shell-widgets';
import { LOGIN_PATH } from '../../client/features/shell/account-link';
import { resolveLocation } from '../../shared/sites/resolve';
import { markupCache, splitAtAddress, type KeptMarkup } from './widget-markup-cache';
import { innerMarkupAlone, USE_ID } from './render-alone';

/** The header's search boxes, with the props the header gives them (header.tsx). */
const SearchDesktop = () => <HeaderSearchDesktop variant="desktop" />;
const SearchMobile = () => <HeaderSearchMobile variant="mobile" />;

/**
 * Shell widgets whose markup is the same on every page of a site and locale (decision 296): the
 * desktop menu, the mobile menu drawer, the header's search boxes and the footer. Each is
 * rendered once per set of inputs and kept for the isolate (the isolate is one build); a page inserts the kept markup inside the
 * widget's element, and the browser hydrates it like any server markup. Elements inside carry fixed
 * ids, not useId() ones (those depend on the place in the tree); markup that still holds a useId()
 * id, or whose inputs are not all known here, is rendered inline as before.
 *
 * `key` names every input of the widget's markup besides site, locale and origin: the SWR data it
 * reads from the page's fallback, the year of the copyright line. The page's own address appears
 * only as the newsletter form's action; it is put back per page (splitAtAddress).
 */
/**
 * A key part for a widget's data: a short id per distinct content. The menu is an object the
 * isolate shares between requests while its category tree is fresh (decisions 297, 299), so its
 * JSON is made once per object rather than twice per page (some 50 KB); equal content read again
 * later gets the same id, so the kept markup stays.
 */
const jsonOfShared = new WeakMap<object, string>();
const contentIds = new Map<string, number>();
let nextContentId = 0;
const MAX_CONTENT_IDS = 64;
function dataKey(value: unknown): string {
  let json = value !== null && typeof value === 'object' ? jsonOfShared.get(value) : undefined;
  if (json === undefined) {
    json = JSON.stringify(value ?? null);
    if (value !== null && typeof value === 'object' && Object.isFrozen(value)) jsonOfShared.set(value, json);
  }
  let id = contentIds.get(json);
  if (id === undefined) {
    contentIds.set(json, (id = ++nextContentId));
    if (contentIds.size > MAX_CONTENT_IDS) contentIds.delete(contentIds.keys().next().value as string);
  }
  return `#${id}`;
}

const KEPT_WIDGETS: ReadonlyArray<{ name: string; Widget: ComponentType; key: (boot: BootState) => string | null }> = [
  { name: 'desktop-menu', Widget: DesktopMenu, key: (boot) => dataKey(boot.fallback[menuDataKey(boot.siteId, boot.localeId)]) },
  // The drawer is in the server's markup with its categories (decision 295); the account and cart
  // rows are the guest's on the server and follow the shopper in the browser. Its Login link is the
  // current page on the sign-in page only.
  {
    name: 'mobile-drawer',
    Widget: MobileDrawer,
    key: (boot) => `${resolveLocation(boot.href).path === LOGIN_PATH}|${dataKey(boot.fallback[menuDataKey(boot.siteId, boot.localeId)])}`,
  },
  // Empty and closed on the server: the field's text, suggestions and recent searches are the browser's.
  { name: 'header-search-desktop', Widget: SearchDesktop, key: () => '' },
  { name: 'header-search-mobile', Widget: SearchMobile, key: () => '' },
  // The trigger only (the list mounts when opened): the current locale's flag and name. Its flag's
  // preload is the top bar's, which renders inline (decision 302).
  { name: 'locale-switcher', Widget: LocaleSwitcher, key: () => '' },
  {
    name: 'footer',
    Widget: Footer,
    // A form's answer (no JavaScript) shows in the footer's newsletter form.
    key: (boot) => (boot.formAnswer ? null : `${new Date().getFullYear()}|${dataKey(boot.fallback[shellContentKey(boot.siteId, boot.localeId)])}`),
  },
];

/** The markup each kept widget gets on this request's page, by the request's boot state. */
const forPage = new WeakMap<BootState, Map<string, string>>();

serverMarkup.use = function useKeptMarkup(name: string): string | undefined {
  const boot = useContext(BootContext);
  return boot ? forPage.get(boot)?.get(name) : undefined;
};

/** A widget that fails alone renders inline, where the page's error handling (its boundary) applies. */
function renderAloneOrNull(boot: BootState, serverMessages: Record<string, Messages>, name: string, Widget: ComponentType): string | null {
  try {
    return innerMarkupAlone(boot, serverMessages, <Widget />, `<div data-widget="${name}" style="display:contents">`, 'div');
  } catch (error) {
    console.error('widget markup', name, error);
    return null;
  }
}


/**
 * Before the page renders: the kept widgets' markup for its inputs, rendered now if this isolate
 * has none yet. Call with the boot state the page renders with.
 */
export function prepareWidgetMarkup(boot: BootState, serverMessages: Record<string, Messages>): void {
  const page = new Map<string, string>();
  for (const { name, Widget, key } of KEPT_WIDGETS) {
    const inputs = key(boot);
    if (inputs === null) continue;
    const cacheKey = `${name}|${boot.siteId}|${boot.localeId}|${boot.origin}|${inputs}`;
    let kept: KeptMarkup | null | undefined = markupCache.get(cacheKey);
    if (kept === undefined) {
      const html = renderAloneOrNull(boot, serverMessages, name, Widget);
      kept = html === null || USE_ID.test(html) ? null : splitAtAddress(html, boot.href);
      markupCache.set(cacheKey, kept);
    }
    if (kept) page.set(name, kept.join(boot.href));
  }
  forPage.set(boot, page);
}
