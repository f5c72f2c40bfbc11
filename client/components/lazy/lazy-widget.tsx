import { lazy, memo, Suspense, useLayoutEffect, type Attributes, type ComponentType, type LazyExoticComponent } from 'react';
import { chunkLoader } from './chunk-loader';
import { loadAllWidgets, serverMarkup, widgets, type WidgetEntry } from './widget-registry';
import { ChunkBoundary } from './chunk-boundary';
import { whenHydratedAndIdle } from '../../data/after-hydration';

/**
 * Widgets: parts of the shell (menus, search, locale controls, footer) whose code is a chunk of
 * its own (decisions 220, 270). The server renders a widget inline like any other component. In
 * the browser it is a React.lazy() inside Suspense: its boundary keeps the server's markup, whose
 * links and forms work as plain HTML, until the chunk is here; then React hydrates it. Nothing is
 * held, intercepted or dispatched again: React replays the continuous events (pointerover, focusin)
 * itself, and a click before hydration does what the HTML does.
 *
 * The chunk loads at the first idle moment after the page starts, or sooner when the shopper
 * points at or focuses the widget, or before a client navigation. A chunk that fails shows the
 * offline message with Retry Connection; Retry builds a new lazy() around a fresh import().
 */

const isServer = typeof window === 'undefined';
const WIDGET_ATTRIBUTE = 'data-widget';

/** Declares a widget; `load` imports the module whose component renders it. */
export function lazyWidget<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const entry: WidgetEntry = { chunk: chunkLoader(name, load as () => Promise<ComponentType<never>>) };
  widgets.set(name, entry);
  const build = () => lazy(() => entry.chunk.load().then((component) => ({ default: component as ComponentType<P> })));
  let Loaded: LazyExoticComponent<ComponentType<P>> | undefined;
  const renew = () => {
    Loaded = build();
  };
  if (!isServer) {
    renew();
    startPrefetching();
  }

  // Read at each render: a retry replaces the lazy component.
  const current = () => {
    const Component = (isServer ? entry.loaded : Loaded) as ComponentType<P> | undefined;
    // The server renders a widget only after preloadWidgets().
    return Component!;
  };
  function Widget(props: P) {
    // The server may have this widget's markup already (the same for every page of a site and
    // locale): the browser hydrates the same elements either way.
    const html = isServer ? serverMarkup.use?.(name) : undefined;
    if (html !== undefined) return <div {...{ [WIDGET_ATTRIBUTE]: name }} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
    return (
      <div {...{ [WIDGET_ATTRIBUTE]: name }} style={{ display: 'contents' }}>
        <ChunkBoundary onRetry={renew} variant="inline">
          {() => {
            const Component = current();
            return (
              <Suspense fallback={null}>
                <Component {...(props as P & Attributes)} />
                <Hydrated name={name} />
              </Suspense>
            );
          }}
        </ChunkBoundary>
      </div>
    );
  }
  Widget.displayName = `Widget(${name})`;
  // A parent's re-render does not reach a boundary still waiting for its code (React would have
  // to render it afresh, without the server's markup).
  return memo(Widget) as unknown as ComponentType<P>;
}

/** Marks a widget that has hydrated (data-ready), a state tests and tools can wait on. */
function Hydrated({ name }: { name: string }) {
  useLayoutEffect(() => void document.querySelector(`[${WIDGET_ATTRIBUTE}="${name}"]`)?.setAttribute("data-ready", ""), [name]);
  return null;
}

/** Server: every widget's module is ready before rendering, so its markup is inline. */
export async function preloadWidgets(): Promise<void> {
  await Promise.all(
    [...widgets.values()].map(async (entry) => {
      entry.loaded ??= await entry.chunk.load();
    }),
  );
}

let prefetching = false;

/**
 * Idle time loads every widget; a pointer over one or a focus inside one loads it at once. The
 * listeners are passive and only start a download: the event goes on untouched.
 */
function startPrefetching(): void {
  if (prefetching) return;
  prefetching = true;
  whenHydratedAndIdle(loadAllWidgets);
  const onIntent = (event: Event) => {
    const element = event.target instanceof Element ? event.target.closest(`[${WIDGET_ATTRIBUTE}]`) : null;
    const name = element?.getAttribute(WIDGET_ATTRIBUTE);
    if (name) widgets.get(name)?.chunk.preload();
  };
  for (const type of ['pointerover', 'focusin'] as const) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
