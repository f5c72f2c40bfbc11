import manifest from './generated/assets.json';
import type { DocumentAssets } from '../../client/document';

/** Hashed names of the client entry, stylesheet and font, written by the client build. */
export const ASSETS: DocumentAssets = manifest;
