import type { BootState } from '../shared/types/page';
import { serializeJson } from '../shared/serialize-json';
import { App, type AppProps } from './app';
import { messagesUrl } from './i18n/messages-url';
import { warmIntlScript } from './i18n/warm-intl';

export const BOOT_ELEMENT_ID = '__AXLE_BOOT__';

export interface DocumentAssets {
  css: string;
  entry: string;
  font: string;
}

/** The HTML document; the browser hydrates this same tree. `nonce` is the server's (the browser hides it). */
export function Document({ boot, assets, nonce, serverMessages, initialMessages }: AppProps & { assets: DocumentAssets; nonce?: string }) {
  return (
    <html lang={boot.localeId}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2635D9" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="preload" href={assets.font} as="font" type="font/woff2" crossOrigin="" />
        <link rel="preload" href={messagesUrl(boot.localeId)} as="fetch" crossOrigin="" />
        {/* The stylesheet's download starts before the script below, which runs while it arrives. */}
        <link rel="preload" href={assets.css} as="style" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: warmIntlScript(boot.localeId) }} />
        <link rel="stylesheet" href={assets.css} />
      </head>
      <body>
        <App boot={boot} serverMessages={serverMessages} initialMessages={initialMessages} />
        <script type="application/json" id={BOOT_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: serializeJson({ boot, assets }) }} />
      </body>
    </html>
  );
}
