import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Messages } from '../shared/i18n/create-intl';
import { isRedirect, pageDataKey, type BootState, type PageResult } from '../shared/types/page';
import { BOOT_ELEMENT_ID, Document, type DocumentAssets } from './document';
import { messagesUrl } from './i18n/messages-url';
import { loadPage } from './pages/page-registry';

/** Compiled messages of a locale; a missing file falls back to the inline defaults with a warning. */
async function loadMessages(localeId: BootState['localeId']): Promise<Messages> {
  try {
    const response = await fetch(messagesUrl(localeId));
    if (response.ok) return (await response.json()) as Messages;
    console.warn(`Translations for ${localeId} are missing (HTTP ${response.status}); using default messages.`);
  } catch (error) {
    console.warn(`Translations for ${localeId} could not be loaded; using default messages.`, error);
  }
  // The defaults are their own chunk: only a shopper whose translations failed downloads them.
  const defaults = await import('../shared/i18n/generated/default-ast.json');
  return defaults.default as unknown as Messages;
}

async function start() {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return;
  const { boot, assets } = JSON.parse(element.textContent) as { boot: BootState; assets: DocumentAssets };
  const payload = boot.fallback[pageDataKey(boot.href)] as PageResult | undefined;
  // The first page's chunk and messages load before hydration so the first render matches the HTML.
  const [messages] = await Promise.all([
    loadMessages(boot.localeId),
    payload && !isRedirect(payload) ? loadPage(payload.kind) : undefined,
  ]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree; a shopper's click meanwhile still hydrates its target first.
  startTransition(() => {
    hydrateRoot(document, <Document boot={boot} assets={assets} initialMessages={{ localeId: boot.localeId, messages }} />, {
      onRecoverableError: (error) => console.warn('hydration', error),
    });
  });
}

void start();
