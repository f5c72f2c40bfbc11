import type { Context } from 'hono';
import { reactRenderer } from '@hono/react-renderer';
import messages from '../../shared/i18n/generated/messages.json';
import { setIntlFactory, type Messages } from '../../shared/i18n/create-intl';
import { keptIntl } from './server-intl';
import { pageDataKey, type BootState, type PagePayload } from '../../shared/types/page';
import type { FormAnswer } from '../../shared/types/form-answer';
import { Document } from '../../client/document';
import { DeferredContext, type DeferredRegistry } from '../../client/data/deferred';
import type { AppEnv } from '../env';
import { ASSETS } from './assets';
import { loadPage } from '../../client/pages/page-registry';
import { preloadWidgets } from '../../client/components/lazy/lazy-widget';
import { robotsDirective } from '../../shared/seo/page-seo';
import { CRAWLER_PATTERN } from '../../shared/sites/site-redirect';
import { instanceTypeOf, tagSlotsOf } from '../integrations/tags/tag-config';
import { prepareWidgetMarkup } from './widget-markup';
// Product cards written from markup kept for the isolate (decision 300).
import './card-markup';

const SERVER_MESSAGES = messages as Record<string, Messages>;
// Message formatters kept per locale for the isolate's life (decision 278).
setIntlFactory(keptIntl);
// One definition of a crawler for whole-page rendering and the site-redirect modal (decision 174).
const CRAWLER = CRAWLER_PATTERN;

export interface RenderInput {
  href: string;
  payload: PagePayload;
  deferred: DeferredRegistry;
  /** Extra SWR fallback entries (keyed by API URL) the shell reads at first render. */
  fallback?: Record<string, unknown>;
  /** A form post's answer (no JavaScript), and the status it answers with. */
  formAnswer?: { answer: FormAnswer; status: number };
}

/**
 * Streams the document: the shell first, deferred parts as they resolve. Crawlers get the whole
 * page rendered inline in one piece (they may not run the streamed Suspense swaps).
 */
export async function renderDocument(c: Context<AppEnv>, input: RenderInput): Promise<Response> {
  const boot: BootState = {
    siteId: c.var.site.id,
    localeId: c.var.locale.id,
    href: input.href,
    customerServicePhone: c.env.CUSTOMER_SERVICE_PHONE,
    organizationId: c.env.ORGANIZATION_ID,
    origin: new URL(c.req.url).origin,
    fallback: { ...input.fallback, [pageDataKey(input.href)]: input.payload },
    analytics: { instanceType: instanceTypeOf(c.env), tags: tagSlotsOf(c.env) },
    ...(input.formAnswer ? { formAnswer: input.formAnswer.answer } : {}),
  };
  const assets = ASSETS;
  const renderer = reactRenderer(undefined, {
    stream: true,
    readableStreamOptions: {
      nonce: c.var.secureHeadersNonce,
      bootstrapModules: [assets.entry],
      // Content ready with the shell is written inline (React would otherwise outline large
      // boundaries behind a script swap, which leaves the page blank without JavaScript).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error: unknown) => {
        c.set('renderFailed', true);
        console.error('render error', c.var.requestId, error);
      },
    },
  });
  // The page's own module is ready before rendering so the shell carries the page, not a fallback:
  // only deferred data streams in later, and the page reads without JavaScript.
  await Promise.all([loadPage(input.payload.kind), preloadWidgets()]);
  // The shell widgets that are the same on every page come from markup kept for the isolate.
  prepareWidgetMarkup(boot, SERVER_MESSAGES);
  const crawler = CRAWLER.test(c.req.header('user-agent') ?? '');
  if (crawler) await settleDeferred(input.deferred);
  // The header twin of the page's meta robots, for pages whose head a crawler may not parse.
  if (!input.payload.seo?.index) c.header('X-Robots-Tag', robotsDirective(input.payload.seo));
  let response: Response | undefined;
  await renderer(c, async () => {
    c.status((input.formAnswer?.status ?? input.payload.status) as 200);
    response = await c.render(
      <DeferredContext.Provider value={input.deferred}>
        <Document boot={boot} assets={assets} nonce={c.var.secureHeadersNonce} serverMessages={SERVER_MESSAGES} />
      </DeferredContext.Provider>,
    );
  });
  if (!response) throw new Error('renderer produced no response');
  if (crawler) {
    const html = await response.text();
    const headers = new Headers(response.headers);
    headers.delete('Transfer-Encoding');
    return new Response(html, { status: response.status, headers });
  }
  return response;
}

/**
 * Waits for every deferred section and marks its promise the way React's use() reads it, so the
 * sections render inline in the first pass: crawlers get complete markup with no script swaps.
 */
async function settleDeferred(deferred: DeferredRegistry): Promise<void> {
  await Promise.all(
    [...deferred.values()].map(async (promise) => {
      const tracked = promise as Promise<unknown> & { status?: string; value?: unknown };
      tracked.value = await promise;
      tracked.status = 'fulfilled';
    }),
  );
}
