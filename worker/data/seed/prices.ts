/** USD and CAD prices, promotions and quantity tiers per product. */
import { rng } from './hash.ts';
import { productPack } from './part-qualifiers.ts';
import type { Product } from './products.ts';
import type { SqlValue } from './sql.ts';

export const PRICE_COLUMNS = ['product_id', 'currency', 'list_minor', 'sale_minor', 'promotion_minor'];
export const PRICE_TIER_COLUMNS = ['product_id', 'currency', 'quantity', 'price_minor'];

const CAD_PER_USD = 1.36;

/** Cents rounded to the nearest whole dollar minus one cent (x.99), never below 0.99. */
export function roundNinetyNine(minor: number): number {
  return Math.max(99, Math.round(minor / 100) * 100 - 1);
}

interface CurrencyPrice {
  list: number;
  sale: number;
  promotion: number | null;
}

function toCad(usd: CurrencyPrice): CurrencyPrice {
  const list = roundNinetyNine(usd.list * CAD_PER_USD);
  const sale = Math.min(list, roundNinetyNine(usd.sale * CAD_PER_USD));
  // Rounding can erase a small promotion; keep it strictly below the sale price.
  const promotion = usd.promotion === null ? null : Math.min(roundNinetyNine(usd.promotion * CAD_PER_USD), sale - 100);
  return { list, sale, promotion: promotion !== null && promotion >= 0 ? promotion : null };
}

/** prices and price_tiers rows for one product (about 30% discounted, 5% promoted, 3% tiered). */
export function priceRows(product: Product): { prices: SqlValue[][]; tiers: SqlValue[][] } {
  const r = rng('price', product.id);
  const list = product.listUsdMinor;
  const discounted = r.chance(0.3) && list >= 500;
  const usdSale = discounted ? Math.min(list - 100, roundNinetyNine(list * (0.7 + 0.2 * r.next()))) : list;
  const promoted = r.chance(0.05) && usdSale > 500;
  const promotion = promoted ? Math.min(usdSale - 100, roundNinetyNine(usdSale * (0.75 + 0.15 * r.next()))) : null;
  const usd: CurrencyPrice = { list, sale: usdSale, promotion };
  const cad = toCad(usd);
  const prices: SqlValue[][] = [
    [product.id, 'USD', usd.list, usd.sale, usd.promotion],
    [product.id, 'CAD', cad.list, cad.sale, cad.promotion],
  ];
  const tiers: SqlValue[][] = [];
  if (r.chance(0.03) && usd.sale >= 1000) {
    const quantities = r.pick([[2, 4], [3, 6, 12], [4, 10]]);
    // Tiers of a part sold in pairs or sets are whole packs (decision 288).
    quantities.map((quantity) => quantity * productPack(product)).forEach((quantity, k) => {
      const factor = 0.95 - 0.05 * k;
      tiers.push([product.id, 'USD', quantity, roundNinetyNine(usd.sale * factor)]);
      tiers.push([product.id, 'CAD', quantity, roundNinetyNine(cad.sale * factor)]);
    });
  }
  return { prices, tiers };
}
