/** product_stock_messages rows: about 5% of sellable products carry their own out-of-stock text. */
import { rng } from './hash.ts';
import type { Product } from './products.ts';
import type { SqlValue } from './sql.ts';
import { LANGS, type Lang } from './taxonomy-types.ts';

export const STOCK_MESSAGE_COLUMNS = ['product_id', 'lang', 'message'];

const MESSAGES: readonly Record<Lang, string>[] = [
  {
    en: 'Temporarily out of stock at our warehouse. New stock is on its way.',
    fr: 'Temporairement en rupture de stock à notre entrepôt. Un nouvel arrivage est en route.',
    es: 'Temporalmente agotado en nuestro almacén. Ya viene nuevo inventario en camino.',
  },
  {
    en: 'Discontinued by the manufacturer. Ask us about a replacement part.',
    fr: 'Abandonné par le fabricant. Demandez-nous une pièce de remplacement.',
    es: 'Descontinuado por el fabricante. Pregúntenos por una pieza de reemplazo.',
  },
];

/** The product's own out-of-stock messages in every language, or none. */
export function stockMessageRows(p: Product): SqlValue[][] {
  if (p.type === 'variant') return [];
  const r = rng('stock-message', p.id);
  if (!r.chance(0.05)) return [];
  const message = r.pick(MESSAGES);
  return LANGS.map((lang) => [p.id, lang, message[lang]]);
}
