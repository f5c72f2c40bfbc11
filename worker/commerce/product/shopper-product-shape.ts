/**
 * The Shopper Products `Product` shape (commerce-sdk-isomorphic ShopperProducts.getProduct /
 * getProducts) from the page's ProductDetail, with the `c_` fields of document 2 §3. Money is in
 * major units there, as the API documents it, and image links absolute on the caller's origin.
 */
import { orderableAllows } from '../../../shared/cart/orderable';
import type { DetailBase, ProductDetail } from '../../../shared/product/product-detail';
import { absoluteLink } from '../../../shared/scapi/scapi-values';

const major = (minor: number) => Math.round(minor) / 100;

function typeOf(type: DetailBase['type']) {
  return { [type]: true } as Record<string, boolean>;
}

/** SCAPI Inventory: orderable as the basket decides it (flag where it applies, decision 262, and stock). */
function inventory(base: DetailBase, onlineList: string) {
  return { id: onlineList, ats: base.ats, stockLevel: base.ats, orderable: orderableAllows(base) && base.ats > 0, backorderable: false, preorderable: false };
}

function variationParts(base: DetailBase, currency: string) {
  if (!base.variationAttributes.length) return {};
  return {
    variationAttributes: base.variationAttributes.map((a) => ({
      id: a.id,
      name: a.name,
      values: a.values.map((v) => ({ value: v.value, name: v.name, orderable: v.orderable })),
    })),
    variants: base.variants.map((v) => ({ productId: v.productId, orderable: v.orderable, price: major(v.price), variationValues: v.values, currency })),
    ...(Object.keys(base.selectedValues).length ? { variationValues: base.selectedValues } : {}),
  };
}

function childProduct(child: DetailBase, onlineList: string, origin: string) {
  const link = child.image ? absoluteLink(child.image.link, origin) : null;
  return {
    id: child.id,
    name: child.name,
    currency: child.currency,
    price: major(child.price),
    primaryCategoryId: child.primaryCategoryId,
    type: typeOf(child.type),
    inventory: inventory(child, onlineList),
    imageGroups: child.image && link ? [{ viewType: 'large', images: [{ link, disBaseLink: link, alt: child.image.alt, title: child.name }] }] : [],
    ...variationParts(child, child.currency),
  };
}

/** One product in the Shopper Products shape; `fitmentText` is the c_custitem_fitment JSON text. */
export function toShopperProduct(p: ProductDetail, options: { onlineList: string; fitmentText: string; origin: string }) {
  const images = p.images.map((image) => {
    const link = absoluteLink(image.link, options.origin);
    return { link, disBaseLink: link, alt: image.alt, title: p.name };
  });
  const list = p.originalPrice ?? p.price;
  const pricebook = p.currency.toLowerCase();
  return {
    id: p.id,
    name: p.name,
    brand: p.brand,
    currency: p.currency,
    price: major(p.price),
    prices: { [`${pricebook}-list-prices`]: major(list), [`${pricebook}-sale-prices`]: major(p.price) },
    ...(p.tiers.length ? { tieredPrices: p.tiers.map((t) => ({ price: major(t.price), pricebook: `${pricebook}-sale-prices`, quantity: t.quantity })) } : {}),
    shortDescription: p.shortDescription,
    longDescription: p.longDescription,
    ...(p.pageTitle ? { pageTitle: p.pageTitle } : {}),
    ...(p.pageDescription ? { pageDescription: p.pageDescription } : {}),
    primaryCategoryId: p.primaryCategoryId,
    manufacturerSku: p.partNumber,
    minOrderQuantity: 1,
    stepQuantity: 1,
    type: typeOf(p.type),
    ...(p.type === 'variant' && p.masterId ? { master: { masterId: p.masterId, orderable: p.orderable } } : {}),
    imageGroups: images.length ? [{ viewType: 'large', images }, { viewType: 'small', images }] : [],
    inventory: inventory(p, options.onlineList),
    ...variationParts(p, p.currency),
    ...(p.type === 'set' ? { setProducts: p.children.map((c) => childProduct(c, options.onlineList, options.origin)) } : {}),
    ...(p.type === 'bundle' ? { bundledProducts: p.children.map((c) => ({ id: c.id, product: childProduct(c, options.onlineList, options.origin), quantity: c.quantity })) } : {}),
    c_extend: {
      categoryTree: p.categoryTree,
      priceInfo: {
        salePrice: major(p.price),
        promotionPrice: null,
        originalPrice: major(list),
        tieredPricing: p.tiers.map((t) => ({ quantity: t.quantity, price: { sales: { value: major(t.price) } } })),
        productPromotions: [],
      },
      customAttributes: p.attributes,
      unitsSoldToDate: p.unitsSold,
      ...(p.type === 'set' ? { setProducts: p.children.map((c) => ({ id: c.id, quantity: c.quantity })) } : {}),
    },
    c_custitem_fitment: options.fitmentText,
    c_custitem_ns_ps_qty_transactions: p.unitsSold,
    c_custitem_weight: p.weightLb,
    c_isUniversal: p.universal,
    c_isDeal: p.isDeal,
    c_rating: p.rating,
    // OE and other brands' numbers the part interchanges with (issue 30).
    c_interchange: p.interchange ?? [],
    // Refundable core deposit charged on top of the price, or null (decision 286).
    c_coreDeposit: p.coreDeposit ? major(p.coreDeposit) : null,
    notes: p.notes,
  };
}
