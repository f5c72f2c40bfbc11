/** A tile of the home page's deal strip. */
export interface DealTile {
  productId: string;
  name: string;
  image: string | null;
  /** Minor units in the site currency. */
  originalPrice: number;
  price: number;
  currency: 'USD' | 'CAD';
  discountPercent: number;
  /** For analytics items (decision 183); absent from tiles cached before these fields existed. */
  brand?: string;
  primaryCategoryId?: string;
  parentCategoryId?: string | null;
}
