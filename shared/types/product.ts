import type { PartPosition } from '../catalogue/part-position';
import type { CurrencyCode } from '../sites/config';

/** How a listed product relates to the shopper's vehicle. */
export type HitFitment =
  /** Fits the vehicle, qualifiers included (or the product fits every vehicle). */
  | 'fits'
  /** Fits the base vehicle, but a trim or engine qualifier does not match or is unknown. */
  | 'needs-review'
  /** No vehicle given. */
  | 'none';

/** A product as lists and cards show it (document 2 §3 Product, trimmed to what a card needs). */
export interface ProductHit {
  productId: string;
  productName: string;
  brand: string;
  partNumber: string;
  type: 'item' | 'master' | 'set' | 'bundle';
  image: { link: string; alt: string } | null;
  currency: CurrencyCode;
  /** Minor units: what the shopper pays now (sale, or a lower promotion). */
  price: number;
  /** Minor units: the list price, set only when it is struck through (price below it). */
  originalPrice: number | null;
  orderable: boolean;
  /** Online available-to-sell of the site's country. */
  ats: number;
  unitsSold: number;
  rating: { average: number; count: number };
  isDeal: boolean;
  universal: boolean;
  /** The primary category and its parent, for card links /{catId}/{id}/{productId}. */
  primaryCategoryId: string;
  parentCategoryId: string | null;
  fitment: HitFitment;
  /** Qualifiers of the vehicle's fitment rows, so the client can re-check with the garage's trim/engine. */
  fitRows: { submodel: string | null; engine: string | null }[];
  /** Product and fitment notes, de-duplicated. */
  notes: string[];
  /** The OE number the part replaces ('45022-TBA-A01'): the one searched for, else its first. */
  replacesOe?: string;
  /** Refundable core deposit charged on top of the price, minor units (decision 284); absent when none. */
  coreDeposit?: number;
  /** Where on the vehicle the part goes, when it names one position (decision 287). */
  position?: PartPosition;
  /** Pieces it is sold in when more than one: quantities are multiples of it (decision 288). */
  packQuantity?: number;
  /** With a vehicle: this hit's place (1 = most) among what that vehicle bought most (decision 291). */
  mostBoughtRank?: number;
}

/** The condensed hit of the custom search call (document 2 §7), used to derive filters. */
export interface CondensedHit {
  productId: string;
  price: number;
  c_isDeal: boolean;
  c_refinementColor: string | null;
  c_size: string | null;
}
