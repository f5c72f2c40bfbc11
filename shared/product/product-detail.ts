import type { PartPosition } from '../catalogue/part-position';
import type { PriceTier } from '../pricing/price-rules';
import type { CurrencyCode } from '../sites/config';

/** One value of a variation attribute; unorderable when no orderable variant carries it. */
export interface VariationValue {
  value: string;
  name: string;
  orderable: boolean;
}

/** A variation attribute of a master (document 2 §3 variationAttributes). */
export interface VariationAttribute {
  id: string;
  name: string;
  values: VariationValue[];
}

/** A variant of a master with the value it picks for each attribute. */
export interface DetailVariant {
  productId: string;
  values: Record<string, string>;
  orderable: boolean;
  price: number;
  originalPrice: number | null;
  ats: number;
}

/** Fields shared by the product and its set/bundle children. */
export interface DetailBase {
  id: string;
  name: string;
  type: 'item' | 'master' | 'variant' | 'set' | 'bundle';
  masterId: string | null;
  currency: CurrencyCode;
  /** Minor units, what the shopper pays (price rules of document 2 §9). */
  price: number;
  /** Minor units, struck through when discounted. */
  originalPrice: number | null;
  /** Online available-to-sell of the site's country. */
  ats: number;
  orderable: boolean;
  image: { link: string; alt: string } | null;
  primaryCategoryId: string;
  parentCategoryId: string | null;
  variationAttributes: VariationAttribute[];
  variants: DetailVariant[];
  /** Values preselected by the page's own id when it is a variant. */
  selectedValues: Record<string, string>;
  /** Where on the vehicle it goes, when it names one position (decision 287). */
  position: PartPosition | null;
  /** Pieces it is sold in: quantities are multiples of it (decision 288). */
  packQuantity: number;
}

/** A set member or bundled product, with its own stock and variation choices. */
export interface DetailChild extends DetailBase {
  quantity: number;
}

/** The product detail page's product (document 2 §3 Product, as the page reads it). */
export interface ProductDetail extends DetailBase {
  brand: string;
  partNumber: string;
  shortDescription: string;
  longDescription: string;
  pageTitle: string | null;
  pageDescription: string | null;
  images: { link: string; alt: string }[];
  /** Price tiers (quantity → minor units), ascending quantity. */
  tiers: PriceTier[];
  unitsSold: number;
  rating: { average: number; count: number };
  /** Category tree of the primary category, root first (hidden ids included). */
  categoryTree: { id: string; name: string }[];
  /** Custom attributes (label, value). */
  attributes: { label: string; value: string }[];
  notes: string[];
  weightLb: number | null;
  universal: boolean;
  isDeal: boolean;
  /** The product's own out-of-stock text, shown instead of the default. */
  outOfStockMessage: string | null;
  /** Base vehicles this product fits (Compatible Vehicles accordion heading). */
  vehicleCount: number;
  children: DetailChild[];
  /** OE numbers it replaces, then other brands' numbers for it (issue 30). */
  interchange?: InterchangeNumber[];
  /** Refundable core deposit charged on top of the price, minor units (decision 284); absent when none. */
  coreDeposit?: number;
}

/** A part number the product interchanges with: an OE number (brand = carmaker) or another brand's. */
export interface InterchangeNumber {
  kind: 'oe' | 'aftermarket';
  brand: string;
  number: string;
}

/** The fitment of the page's product for the page's vehicle, checked in the loader. */
export interface DetailFitment {
  modelId: string;
  vehicleName: string;
  isCompatible: boolean;
  qualifiersMatch: boolean;
  /** Fitment rows of that vehicle: trim/engine qualifiers and notes (fitment specs). */
  rows: { submodel: string | null; engine: string | null; note: string | null }[];
}

/** What the product loader hands the product page. */
export interface ProductPageData {
  product: ProductDetail;
  /** The vehicle from the URL (vehicle URLs) or the selected-vehicle cookie, with its fit; null without one. */
  fitment: DetailFitment | null;
  /** Vehicle model id of the URL (vehicle URLs only). */
  urlModelId: string | null;
}

/** One compatible vehicle row (Compatible Vehicles accordion). */
export interface CompatibleVehicle {
  modelId: string;
  year: number;
  make: string;
  model: string;
  submodel: string | null;
  engine: string | null;
  note: string | null;
}

export interface CompatibleVehiclesPage {
  total: number;
  offset: number;
  limit: number;
  vehicles: CompatibleVehicle[];
}

/** Compatible Vehicles: rows per page and longest search text (decision 062). */
export const COMPATIBLE_VEHICLES_PAGE_SIZE = 10;
export const COMPATIBLE_VEHICLES_MAX_QUERY = 60;
