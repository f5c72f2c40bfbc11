import { atom } from 'jotai';
import type { ProductSectionInput } from '../../../shared/types/product-section';

/** What the add-to-cart drawer shows: the lines just added and the recommendations' anchor. */
export interface CartDrawerState {
  itemIds: string[];
  reco: ProductSectionInput | null;
}

/** The open drawer's content, or null when closed. */
export const cartDrawerAtom = atom<CartDrawerState | null>(null);
