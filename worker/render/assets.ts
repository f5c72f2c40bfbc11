import manifest from './generated/assets.json';
import type { DocumentAssets } from '../../client/document';
import type { PageKind } from '../../shared/types/page';

interface Manifest extends DocumentAssets {
  /** Per page kind: its chunk and the chunks it imports beyond the entry's. */
  pages: Partial<Record<PageKind, string[]>>;
}

const MANIFEST = manifest as Manifest;

/** Hashed names of the client entry, stylesheet and font, written by the client build. */
export const ASSETS: DocumentAssets = { entry: MANIFEST.entry, css: MANIFEST.css, font: MANIFEST.font, preload: MANIFEST.preload };

/** The assets of a document of one page kind: its page chunk is preloaded with the entry's. */
export function assetsFor(kind: PageKind): DocumentAssets {
  return { ...ASSETS, preload: [...ASSETS.preload, ...(MANIFEST.pages[kind] ?? [])] };
}
