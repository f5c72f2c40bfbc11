import type { ComponentType } from 'react';
import type { ChunkLoader } from './chunk-loader';

/**
 * The widgets of the page by name (see lazy-widget.tsx). Kept apart from the component, which
 * brings the offline message with it, so the router can load every widget before a navigation
 * without importing any UI.
 */
export interface WidgetEntry {
  chunk: ChunkLoader<ComponentType<never>>;
  /** Set on the server once the module is loaded, so the widget renders inline at once. */
  loaded?: ComponentType<never>;
}

export const widgets = new Map<string, WidgetEntry>();

/**
 * Server only: a widget's inner markup already rendered for this request's inputs, if the worker
 * keeps one (worker/render/widget-markup.tsx). Unset in the browser.
 */
export const serverMarkup: { use?: (name: string) => string | undefined } = {};

/** Starts loading every widget's chunk (before a client navigation, which re-renders them all). */
export function loadAllWidgets(): void {
  for (const entry of widgets.values()) entry.chunk.preload();
}
