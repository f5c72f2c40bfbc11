import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server.edge';
import type { Messages } from '../../shared/i18n/create-intl';
import type { BootState } from '../../shared/types/page';
import { App } from '../../client/app';

/** A useId() id (React 19: «R…», _R_…_): in markup rendered alone it would differ from the browser's. */
export const USE_ID = /[«_]R[0-9a-zA-Z]*[»_]/;

const START = '\u0001';
const END = '\u0002';

/**
 * Renders `element` alone inside the app's providers (decisions 296, 300) and returns the inner
 * markup of its outer element, whose opening tag starts with `openTag` and which closes with
 * `</${tagName}>`; null when the markup is not found.
 */
export function innerMarkupAlone(boot: BootState, serverMessages: Record<string, Messages>, element: ReactNode, openTag: string, tagName: string): string | null {
  const html = renderToString(
    <App boot={boot} serverMessages={serverMessages}>
      {START}
      {element}
      {END}
    </App>,
  );
  const from = html.indexOf(START + openTag);
  const open = from < 0 ? -1 : html.indexOf('>', from);
  const to = html.lastIndexOf(`</${tagName}>${END}`);
  if (open < 0 || to < open) return null;
  return html.slice(open + 1, to);
}
