import { memo, Suspense, use, useEffect, useLayoutEffect, type ComponentType } from 'react';

/**
 * Islands: header widgets whose code loads on the shopper's first intent (decision 220).
 *
 * The server renders an island's component inline like any other. In the browser its Suspense
 * boundary stays dehydrated, showing the server's markup, until the shopper points at it, touches
 * it, focuses it or presses a key in it; then its chunk loads, React hydrates it and replays the
 * click or key that started it. Before a client navigation every island loads and hydrates first
 * (see settleIslands), so a new location never meets a dehydrated boundary.
 */

type Loaded<P> = ComponentType<P>;
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

interface IslandEntry {
  name: string;
  /** Starts loading the chunk (once). */
  release: () => Promise<unknown>;
  /** Resolves when a mounted instance has hydrated. */
  hydrated: Promise<void>;
  markHydrated: () => void;
  isHydrated: boolean;
  mounted: number;
}

const entries = new Map<string, IslandEntry>();
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const isServer = typeof window === 'undefined';

function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

/** Declares an island; `load` imports the module whose component renders it. */
export function island<P extends object>(name: string, load: () => Promise<Loaded<P>>): ComponentType<P> {
  let component: Tracked<Loaded<P>> | undefined;
  let startLoad: (() => void) | undefined;
  // In the browser the component promise waits for release(); on the server it loads at once.
  const gate = new Promise<void>((resolve) => {
    startLoad = resolve;
  });
  component = track(isServer ? load() : gate.then(load));
  let resolveHydrated: () => void = () => undefined;
  const entry: IslandEntry = {
    name,
    release: () => {
      startLoad?.();
      return component!;
    },
    hydrated: new Promise<void>((resolve) => {
      resolveHydrated = resolve;
    }),
    markHydrated: () => {
      entry.isHydrated = true;
      resolveHydrated();
    },
    isHydrated: false,
    mounted: 0,
  };
  entries.set(name, entry);

  function Inner(props: P) {
    const Component = use(component as Promise<Loaded<P>>);
    return (
      <>
        <Component {...props} />
        <HydratedMark entry={entry} />
      </>
    );
  }

  function IslandView(props: P) {
    useEffect(() => {
      entry.mounted += 1;
      listenForIntent();
      return () => {
        entry.mounted -= 1;
      };
    }, []);
    return (
      <div data-island={name} style={{ display: 'contents' }}>
        <Suspense fallback={<ReleaseOnRender entry={entry} />}>
          <Inner {...props} />
        </Suspense>
      </div>
    );
  }
  IslandView.displayName = `Island(${name})`;
  // A parent's re-render must not reach a dehydrated boundary: React would drop its markup.
  return memo(IslandView) as unknown as ComponentType<P>;
}

/**
 * One listener on the window, ahead of React's own on the document: React stops events aimed at a
 * boundary it cannot hydrate yet, so a listener inside the page would never see them. An intent
 * releases the island under the pointer or focus. React would also drop a click there, and a hover
 * that came before the code is not seen again until the pointer moves: until the island hydrates,
 * its click is held and clicked again once it has, text typed is typed again, and a pointer resting
 * on it moves once more.
 */
let listening = false;
interface Held {
  click: HTMLElement | null;
  hover: PointerEvent | null;
  typed: { field: HTMLInputElement; value: string } | null;
}
const held = new Map<IslandEntry, Held>();

function islandOf(target: EventTarget | null): IslandEntry | undefined {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;
  return element ? entries.get(element.dataset.island ?? '') : undefined;
}

/** Releases the island under the target and every island around it (an inner one hydrates only inside its outer one). */
function releaseAround(target: EventTarget | null): void {
  let element = target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;
  while (element) {
    void entries.get(element.dataset.island ?? '')?.release();
    element = element.parentElement?.closest<HTMLElement>('[data-island]') ?? null;
  }
}

function holdFor(entry: IslandEntry) {
  let state = held.get(entry);
  if (!state) {
    const created: Held = { click: null, hover: null, typed: null };
    held.set(entry, created);
    state = created;
    void entry.hydrated.then(() => {
      const { hover, click, typed } = created;
      // Text typed before hydration is typed again, so the widget's state sees it.
      if (typed?.field.isConnected) {
        // The widget missed the focus too (a combobox opens only when it knows it has it).
        if (document.activeElement === typed.field) typed.field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        // React kept the typed text but counts it as the field's own: clear its record of the value
        // (the element's own setter), then type the text below it, so React reports a change.
        typed.field.value = '';
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(typed.field, typed.value);
        typed.field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      // A held click stands for the whole gesture; a hover alone is moved once more. The click
      // waits a task, so the typed text above has re-rendered (Enter in a search box clicks its
      // submit button, whose handler reads that text).
      if (click?.isConnected) setTimeout(() => click.click(), 0);
      else if (hover && hover.target instanceof Element) {
        const init = { bubbles: true, pointerType: 'mouse', clientX: hover.clientX, clientY: hover.clientY };
        hover.target.dispatchEvent(new PointerEvent('pointerover', init));
        hover.target.dispatchEvent(new PointerEvent('pointermove', init));
      }
    });
  }
  return state;
}

function listenForIntent(): void {
  if (listening) return;
  listening = true;
  const onIntent = (event: Event) => {
    const entry = islandOf(event.target);
    if (!entry || entry.isHydrated) return;
    releaseAround(event.target);
    if (event instanceof PointerEvent && event.type === 'pointerover' && event.pointerType === 'mouse') holdFor(entry).hover = event;
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
  window.addEventListener(
    'pointerout',
    (event) => {
      const entry = islandOf(event.target);
      if (entry && !entry.isHydrated && islandOf(event.relatedTarget) !== entry) holdFor(entry).hover = null;
    },
    { capture: true, passive: true },
  );
  window.addEventListener(
    'input',
    (event) => {
      const entry = islandOf(event.target);
      if (entry && !entry.isHydrated && event.target instanceof HTMLInputElement) holdFor(entry).typed = { field: event.target, value: event.target.value };
    },
    { capture: true, passive: true },
  );
  window.addEventListener(
    'click',
    (event) => {
      const entry = islandOf(event.target);
      if (!entry || entry.isHydrated || !(event.target instanceof Element)) return;
      releaseAround(event.target);
      event.preventDefault();
      event.stopPropagation();
      // An icon's <svg> cannot be clicked again; its button can.
      holdFor(entry).click = event.target instanceof HTMLElement ? event.target : event.target.closest<HTMLElement>('a, button, label, [role]');
    },
    { capture: true },
  );
}

function HydratedMark({ entry }: { entry: IslandEntry }) {
  useLayoutEffect(() => entry.markHydrated(), [entry]);
  return null;
}

/** Shown only when React renders an island afresh in the browser: load it now. */
function ReleaseOnRender({ entry }: { entry: IslandEntry }) {
  useEffect(() => void entry.release(), [entry]);
  return null;
}

/** Server: every island's module is ready before rendering, so its markup is inline. */
export function preloadIslands(): Promise<unknown> {
  return Promise.all([...entries.values()].map((entry) => entry.release()));
}

/** True when every island's code is here and the mounted ones have hydrated. */
export function islandsSettled(): boolean {
  return [...entries.values()].every((entry) => entry.isHydrated || entry.mounted === 0);
}

// A hydration that never reports (a render error inside) must not hold navigation for ever.
const SETTLE_LIMIT_MS = 3000;

/** Loads every island and waits until the mounted ones have hydrated (before a navigation). */
export async function settleIslands(): Promise<void> {
  const all = [...entries.values()];
  await Promise.race([
    Promise.all(
      all.map(async (entry) => {
        await entry.release().catch(() => undefined);
        if (entry.mounted > 0) await entry.hydrated;
      }),
    ),
    new Promise((resolve) => setTimeout(resolve, SETTLE_LIMIT_MS)),
  ]);
}
