/** Per-product detail rows: texts, categories, images, attributes, notes, variations, children. */
import { rng } from './hash.ts';
import { productImagePath } from './image-paths.ts';
import { productCopy } from './product-texts.ts';
import { productPack, productPosition } from './part-qualifiers.ts';
import type { Product } from './products.ts';
import type { SqlValue } from './sql.ts';
import { productNotes } from './product-notes.ts';
import { productSpecs } from './product-specs.ts';
import { LANGS } from './taxonomy-types.ts';

export const PRODUCT_COLUMNS = [
  'id', 'type', 'master_id', 'brand_id', 'part_number', 'primary_category_id', 'weight_lb', 'units_sold', 'orderable',
  'is_deal', 'color', 'size', 'universal', 'rating_average', 'rating_count', 'created_at', 'position', 'pack_quantity',
];
export const PRODUCT_TEXT_COLUMNS = ['product_id', 'lang', 'name', 'short_description', 'long_description', 'page_title', 'page_description'];
export const PRODUCT_CATEGORY_COLUMNS = ['product_id', 'category_id'];
export const PRODUCT_IMAGE_COLUMNS = ['product_id', 'position', 'url', 'alt'];
export const PRODUCT_ATTRIBUTE_COLUMNS = ['product_id', 'position', 'label', 'value'];
export const PRODUCT_NOTE_COLUMNS = ['product_id', 'position', 'note'];
export const VARIATION_VALUE_COLUMNS = ['master_id', 'attribute_id', 'attribute_name', 'value', 'name', 'position'];
export const VARIANT_VALUE_COLUMNS = ['variant_id', 'attribute_id', 'value'];
export const PRODUCT_CHILD_COLUMNS = ['parent_id', 'child_id', 'quantity', 'position'];

/** products row. */
export function productRow(p: Product): SqlValue[] {
  return [
    p.id, p.type, p.masterId, p.brand.id, p.partNumber, p.leaf.id, p.weightLb, p.unitsSold, p.orderable, p.isDeal,
    p.color, p.size, p.universal ? 1 : 0, p.ratingAverage, p.ratingCount, p.createdAt, productPosition(p), productPack(p),
  ];
}

/** product_texts rows in every language. */
export function productTextRows(p: Product): SqlValue[][] {
  const r = rng('copy', p.id);
  return LANGS.map((lang) => {
    const copy = productCopy(r, lang, p.names[lang], p.brand.name, p.leaf, p.universal);
    return [p.id, lang, p.names[lang], copy.short, copy.long, copy.pageTitle, copy.pageDescription];
  });
}

/** product_categories rows (primary leaf first). */
export function productCategoryRows(p: Product): SqlValue[][] {
  return p.categories.map((c) => [p.id, c]);
}

const VIEWS = ['product view', 'side view', 'detail view'];

/** product_images rows pointing at the shared per-leaf placeholder images. */
export function productImageRows(p: Product): SqlValue[][] {
  return Array.from({ length: p.imageCount }, (_, k) => [p.id, k, productImagePath(p.leaf.id, k), `${p.names.en}, ${VIEWS[k]}`]);
}

/** product_attributes rows: the specs the product's name and type state (product-specs.ts). */
export function productAttributeRows(p: Product): SqlValue[][] {
  return productSpecs(p).map(([label, value], k) => [p.id, k, label, value]);
}

/** product_notes rows (note codes) for about 20% of products. */
export function productNoteRows(p: Product): SqlValue[][] {
  return productNotes(p).map((note, k) => [p.id, k, note]);
}

/** variation_values rows of a master. */
export function variationValueRows(p: Product): SqlValue[][] {
  const v = p.variation;
  if (!v) return [];
  return v.values.map((value, k) => [p.id, v.attributeId, v.attributeName, value.value, value.name, k]);
}

/** variant_values row of a variant. */
export function variantValueRows(p: Product): SqlValue[][] {
  return p.variantValue ? [[p.id, p.variantValue.attributeId, p.variantValue.value]] : [];
}

/** product_children rows of a set or bundle. */
export function productChildRows(p: Product): SqlValue[][] {
  return (p.children ?? []).map((c, k) => [p.id, c.childId, c.quantity, k]);
}
