import { Provider as JotaiProvider, createStore } from 'jotai';
import { useMemo, useState, type ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import type { Messages } from '../shared/i18n/create-intl';
import type { BootState } from '../shared/types/page';
import { freshnessOptions, SWR_DEFAULTS } from './data/swr-options';
import { IntlProvider } from './i18n/intl';
import { messagesUrl } from './i18n/messages-url';
import { BootContext } from './boot-context';
import { RouterProvider, useRouter } from './router/router';
import { Shell } from './features/shell/shell';
import { RouteView } from './route-view';
import { useHydratedFlag } from './use-hydrated-flag';

export interface AppProps {
  boot: BootState;
  /** Server: the raw messages of every locale. Client: undefined (fetched per locale). */
  serverMessages?: Record<string, Messages>;
  /** Client: the messages of the first locale, loaded before hydration. */
  initialMessages?: { localeId: string; messages: Messages };
  /** Server: renders this instead of the page, with the same providers (a widget's markup). */
  children?: ReactNode;
}

/** The whole app; the same tree renders on the server and hydrates in the browser. */
export function App({ boot, serverMessages, initialMessages, children }: AppProps) {
  // One store per render; on the server one SWR cache per render too (module-level ones would
  // share data between shoppers). The browser has one app, so it uses SWR's own cache.
  const [store] = useState(() => createStore());
  const [swr] = useState(() => ({ ...SWR_DEFAULTS, fallback: boot.fallback, ...(typeof window === 'undefined' ? { provider: () => new Map() } : {}) }));
  useHydratedFlag();
  return (
    <SWRConfig value={swr}>
      <JotaiProvider store={store}>
        <BootContext.Provider value={boot}>
          <RouterProvider serverHref={boot.href}>
            <DataFreshness firstHref={boot.href}>
              <LocalizedApp serverMessages={serverMessages} initialMessages={initialMessages}>
                {children ?? (
                  <Shell>
                    <RouteView />
                  </Shell>
                )}
              </LocalizedApp>
            </DataFreshness>
          </RouterProvider>
        </BootContext.Provider>
      </JotaiProvider>
    </SWRConfig>
  );
}

/** The server's data counts as fresh until the first client navigation (see freshnessOptions). */
function DataFreshness({ firstHref, children }: { firstHref: string; children: ReactNode }) {
  const { href } = useRouter();
  const [navigated, setNavigated] = useState(false);
  if (!navigated && href !== firstHref) setNavigated(true);
  const options = useMemo(() => freshnessOptions(navigated || href !== firstHref), [navigated, href, firstHref]);
  return <SWRConfig value={options}>{children}</SWRConfig>;
}

function LocalizedApp({ serverMessages, initialMessages, children }: Pick<AppProps, 'serverMessages' | 'initialMessages'> & { children: ReactNode }) {
  const { location } = useRouter();
  const localeId = location.locale.id;
  const initial = initialMessages?.localeId === localeId ? initialMessages.messages : undefined;
  // Messages do not change while the page lives: fetched once per locale, never revalidated (a
  // refetch of the first locale's would hand every translated component a new object to render).
  const { data } = useSWR<Messages>(serverMessages ? null : messagesUrl(localeId), {
    keepPreviousData: true,
    fallbackData: initial,
    revalidateOnMount: initial ? false : undefined,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const messages = serverMessages?.[localeId] ?? data ?? {};
  return (
    <IntlProvider locale={localeId} messages={messages}>
      {children}
    </IntlProvider>
  );
}
