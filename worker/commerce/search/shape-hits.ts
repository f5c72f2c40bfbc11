import { formatNote } from '../../../shared/catalogue/catalogue-notes';
import { packNote } from '../../../shared/cart/pack-quantity';
import { resolvePrice } from '../../../shared/pricing/price-rules';
import { uniqueNotes } from '../../../shared/search/unique-notes';
import type { CurrencyCode } from '../../../shared/sites/config';
import type { ProductHit } from '../../../shared/types/product';
import type { FitmentRow, NoteRow, OeNumberRow, ProductHitRow } from '../../data/repos/products-repo';
import { fitmentStatus } from '../../../shared/search/fitment-status';

function groupBy<T extends { product_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.product_id) ?? [];
    list.push(row);
    map.set(row.product_id, list);
  }
  return map;
}

/**
 * Card hits in the order of `ids` from product rows, notes and the vehicle's fitment rows; notes
 * worded in `locale`. The OE number a card says it replaces is the one searched for, else the first.
 */
export function shapeHits(
  ids: readonly string[],
  rows: readonly ProductHitRow[],
  details: { notes: NoteRow[]; fitments: FitmentRow[]; oeNumbers?: OeNumberRow[] },
  currency: CurrencyCode,
  vehicle: { submodel?: string; engine?: string } | undefined,
  locale: string,
  searchedKey?: string,
): ProductHit[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const notes = groupBy(details.notes);
  const fitments = groupBy(details.fitments);
  const oeNumbers = groupBy(details.oeNumbers ?? []);
  const hits: ProductHit[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || row.sale_minor === null || row.list_minor === null) continue;
    const { price, originalPrice } = resolvePrice({ list: row.list_minor, sale: row.sale_minor, promotion: row.promotion_minor });
    const fitRows = fitments.get(id) ?? [];
    const oe = oeNumbers.get(id) ?? [];
    const replacesOe = (oe.find((o) => o.number_key === searchedKey) ?? oe[0])?.number;
    hits.push({
      productId: row.id,
      productName: row.name,
      brand: row.brand,
      partNumber: row.part_number,
      type: row.type,
      image: row.image_url ? { link: row.image_url, alt: row.image_alt ?? row.name } : null,
      currency,
      price,
      originalPrice,
      orderable: row.orderable === 1,
      ats: row.ats,
      unitsSold: row.units_sold,
      rating: { average: row.rating_average, count: row.rating_count },
      isDeal: row.is_deal === 1,
      universal: row.universal === 1,
      primaryCategoryId: row.primary_category_id,
      parentCategoryId: row.parent_category_id,
      fitment: fitmentStatus(vehicle, row.universal === 1, fitRows),
      fitRows: fitRows.map((f) => ({ submodel: f.submodel, engine: f.engine })),
      ...(replacesOe ? { replacesOe } : {}),
      ...(row.core_deposit_minor ? { coreDeposit: row.core_deposit_minor } : {}),
      ...(row.position ? { position: row.position } : {}),
      ...(row.pack_quantity > 1 ? { packQuantity: row.pack_quantity } : {}),
      // 'Sold as a pair' leads the card's notes (decision 288).
      notes: uniqueNotes([packNote(row.pack_quantity), ...(notes.get(id) ?? []).map((n) => n.note), ...fitRows.map((f) => f.note)].map((note) => note && formatNote(note, locale))),
    });
  }
  return hits;
}
