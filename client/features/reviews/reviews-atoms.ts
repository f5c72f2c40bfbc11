/** Which product's reviews panel is open (one panel for the whole page, mounted by the shell). */
import { atom } from 'jotai';

export interface ReviewsPanelTarget {
  productId: string;
  productName: string;
  /** Opens straight on the write-a-review form. */
  view: 'reviews' | 'write';
}

export const reviewsPanelAtom = atom<ReviewsPanelTarget | null>(null);
