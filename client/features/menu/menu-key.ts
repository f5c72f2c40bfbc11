/**
 * The SWR key of the header menu. It must equal worker/routes/api/menu.ts menuKey(), which the
 * server uses for the SSR fallback (menu-key.test.ts checks they agree).
 */
export function menuDataKey(siteId: string, localeId: string): string {
  return `/api/menu?site=${siteId}&locale=${localeId}`;
}
