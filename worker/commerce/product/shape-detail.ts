/** Reshapes product detail rows into the page's ProductDetail (shared/product/product-detail.ts). */
import { formatNotes } from '../../../shared/catalogue/catalogue-notes';
import { packNote } from '../../../shared/cart/pack-quantity';
import { attributeLabel, attributeValue, localizeAttributes } from '../../../shared/catalogue/localize-attribute';
import { resolvePrice } from '../../../shared/pricing/price-rules';
import type { DetailBase, DetailChild, DetailVariant, ProductDetail, VariationAttribute } from '../../../shared/product/product-detail';
import type { CurrencyCode } from '../../../shared/sites/config';
import type { DetailProductRow, DetailRows, VariantValueRow, VariationValueRow } from '../../data/repos/product-detail-repo';

function price(row: { list_minor: number | null; sale_minor: number | null; promotion_minor: number | null }) {
  if (row.list_minor === null || row.sale_minor === null) return { price: 0, originalPrice: null };
  return resolvePrice({ list: row.list_minor, sale: row.sale_minor, promotion: row.promotion_minor });
}

function variantsOf(masterId: string, rows: readonly VariantValueRow[]): DetailVariant[] {
  const byId = new Map<string, DetailVariant>();
  for (const row of rows) {
    if (row.master_id !== masterId) continue;
    let variant = byId.get(row.variant_id);
    if (!variant) {
      variant = { productId: row.variant_id, values: {}, orderable: row.orderable === 1 && row.ats > 0, ats: row.ats, ...price(row) };
      byId.set(row.variant_id, variant);
    }
    variant.values[row.attribute_id] = row.value;
  }
  return [...byId.values()];
}

/** Variation attributes of a master; names read in the locale, values (selection keys) stay canonical. */
function attributesOf(masterId: string, rows: readonly VariationValueRow[], variants: readonly DetailVariant[], locale: string): VariationAttribute[] {
  const attributes = new Map<string, VariationAttribute>();
  for (const row of rows) {
    if (row.master_id !== masterId) continue;
    let attribute = attributes.get(row.attribute_id);
    if (!attribute) {
      attribute = { id: row.attribute_id, name: attributeLabel(row.attribute_name, locale), values: [] };
      attributes.set(row.attribute_id, attribute);
    }
    const orderable = variants.some((v) => v.orderable && v.values[row.attribute_id] === row.value);
    attribute.values.push({ value: row.value, name: attributeValue(row.name, locale), orderable });
  }
  return [...attributes.values()];
}

function base(row: DetailProductRow, rows: DetailRows, currency: CurrencyCode, locale: string): DetailBase {
  const masterId = row.type === 'variant' ? row.master_id : row.type === 'master' ? row.id : null;
  const variants = masterId ? variantsOf(masterId, rows.variantValues) : [];
  const own = row.type === 'variant' ? variants.find((v) => v.productId === row.id) : undefined;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    masterId: row.master_id,
    currency,
    ...price(row),
    ats: row.ats,
    orderable: row.orderable === 1,
    image: row.image_url ? { link: row.image_url, alt: row.image_alt ?? row.name } : null,
    primaryCategoryId: row.primary_category_id,
    parentCategoryId: row.parent_category_id,
    variationAttributes: masterId ? attributesOf(masterId, rows.variationValues, variants, locale) : [],
    variants,
    selectedValues: own ? { ...own.values } : {},
    position: row.position ?? null,
    packQuantity: row.pack_quantity ?? 1,
  };
}

/**
 * The page's product from its rows, the category tree of its primary category and the site
 * currency; its specifications and notes read in the locale (stored canonical, shared/catalogue).
 */
export function shapeDetail(rows: DetailRows, categoryTree: { id: string; name: string }[], currency: CurrencyCode, locale: string): ProductDetail {
  const row = rows.product;
  const children: DetailChild[] = rows.children.map((child) => ({ ...base(child, rows, currency, locale), quantity: child.quantity ?? 1 }));
  return {
    ...base(row, rows, currency, locale),
    brand: row.brand,
    partNumber: row.part_number,
    shortDescription: row.short_description ?? '',
    longDescription: row.long_description ?? '',
    pageTitle: row.page_title,
    pageDescription: row.page_description,
    images: rows.images.map((image) => ({ link: image.url, alt: image.alt })),
    tiers: rows.tiers.map((tier) => ({ quantity: tier.quantity, price: tier.price_minor })),
    unitsSold: row.units_sold,
    rating: { average: row.rating_average, count: row.rating_count },
    categoryTree,
    attributes: localizeAttributes(rows.attributes, locale),
    // 'Sold as a pair' leads the notes (decision 288).
    notes: formatNotes([packNote(row.pack_quantity ?? 1), ...rows.notes].filter((n): n is string => n !== null), locale),
    weightLb: row.weight_lb,
    universal: row.universal === 1,
    isDeal: row.is_deal === 1,
    outOfStockMessage: row.out_of_stock_message,
    vehicleCount: rows.vehicleCount,
    children,
    interchange: (rows.interchange ?? []).map((r) => ({ kind: r.kind, brand: r.brand, number: r.number })),
    ...(row.core_deposit_minor ? { coreDeposit: row.core_deposit_minor } : {}),
  };
}
