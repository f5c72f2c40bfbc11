import type { BootState } from '../shared/types/page';
import { serializeJson } from '../shared/serialize-json';
import { App, type AppProps } from './app';
import { messagesUrl } from './i18n/messages-url';

export const BOOT_ELEMENT_ID = '__AXLE_BOOT__';

export interface DocumentAssets {
  css: string;
  entry: string;
  font: string;
}

/** The HTML document; the browser hydrates this same tree. */
export function Document({ boot, assets, serverMessages, initialMessages }: AppProps & { assets: DocumentAssets }) {
  return (
    <html lang={boot.localeId}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2635D9" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="preload" href={assets.font} as="font" type="font/woff2" crossOrigin="" />
        <link rel="preload" href={messagesUrl(boot.localeId)} as="fetch" crossOrigin="" />
        <link rel="stylesheet" href={assets.css} />
      </head>
      <body>
        <App boot={boot} serverMessages={serverMessages} initialMessages={initialMessages} />
        <script type="application/json" id={BOOT_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: serializeJson({ boot, assets }) }} />
      </body>
    </html>
  );
}
