import { array, define, enums, integer, min, number, object, optional, size, type Infer } from 'superstruct';
import { RECOMMENDER_NAMES } from '../../../shared/reco/recommendation';
import { ENC_USER_ID_PATTERN } from '../accounts/enc-user-id';

// Strings carry a short, readable rule each, so a 400 says what is wrong.
export const text = (name: string, max: number) =>
  define<string>(name, (value) => (typeof value === 'string' && value.trim() !== '' && value.length <= max) || `${name} must be a non-empty string of at most ${max} characters`);

export const Id = text('id', 100);
const ProductRef = object({ id: Id, sku: optional(text('sku', 100)), altId: optional(text('altId', 100)), altIdType: optional(text('altIdType', 50)) });
const ProductList = size(array(ProductRef), 1, 50);
const CategoryRef = object({ id: Id });
const LinePrice = min(number(), 0);
const Quantity = min(integer(), 1);
const CartLines = size(array(object({ id: Id, sku: optional(text('sku', 100)), price: optional(LinePrice), quantity: Quantity })), 1, 50);

/**
 * The registered shopper's opaque personalization id (decision 185); a raw customer id or an
 * e-mail is refused, so neither ends up in the activity store.
 */
const UserId = define<string>('userId', (value) => (typeof value === 'string' && ENC_USER_ID_PATTERN.test(value)) || 'userId must be the opaque personalization id (32 hex characters)');

/** Fields every activity carries (document 2 §7): realm, instance type, cookie id, user id when registered. */
const base = {
  realm: text('realm', 50),
  instanceType: enums(['prd', 'sbx'] as const),
  cookieId: text('cookieId', 128),
  userId: optional(UserId),
};

const RecoName = define<string>('recommenderName', (value) => (typeof value === 'string' && (RECOMMENDER_NAMES as readonly string[]).includes(value)) || `recommenderName must be one of ${RECOMMENDER_NAMES.join(', ')}`);

/** Body schema of each activity of POST /activities/{siteId}/{activity} (document 2 §7 payloads). */
export const ACTIVITY_SCHEMAS = {
  viewProduct: object({ ...base, product: ProductRef }),
  viewSearch: object({ ...base, searchText: text('searchText', 200), products: optional(ProductList) }),
  clickSearch: object({ ...base, searchText: text('searchText', 200), product: ProductRef }),
  viewCategory: object({ ...base, category: CategoryRef, products: optional(ProductList) }),
  clickCategory: object({ ...base, category: CategoryRef, product: ProductRef }),
  viewReco: object({ ...base, recommenderName: RecoName, __recoUUID: text('__recoUUID', 64), products: ProductList }),
  clickReco: object({ ...base, recommenderName: RecoName, __recoUUID: text('__recoUUID', 64), product: ProductRef }),
  viewPage: object({ ...base, currentLocation: text('currentLocation', 2000) }),
  beginCheckout: object({ ...base, products: CartLines, amount: min(number(), 0) }),
  checkoutStep: object({ ...base, stepName: text('stepName', 100), stepNumber: min(integer(), 0), basketId: Id }),
  addToCart: object({ ...base, products: CartLines }),
} as const;

export type ActivityName = keyof typeof ACTIVITY_SCHEMAS;
export const ACTIVITY_NAMES = Object.keys(ACTIVITY_SCHEMAS) as ActivityName[];
export type ActivityBody = Infer<(typeof ACTIVITY_SCHEMAS)[ActivityName]>;

export function isActivityName(value: string): value is ActivityName {
  return Object.hasOwn(ACTIVITY_SCHEMAS, value);
}

/**
 * Products an activity shows interest in, for "viewed/bought together": views and clicks of a
 * product, cart and checkout lines. Impressions (viewReco, viewSearch lists) and pages count none.
 */
export function interestProductIds(name: ActivityName, body: ActivityBody): string[] {
  const record = body as { product?: { id: string }; products?: { id: string }[] };
  switch (name) {
    case 'viewProduct':
    case 'clickReco':
    case 'clickSearch':
    case 'clickCategory':
      return record.product ? [record.product.id] : [];
    case 'addToCart':
    case 'beginCheckout':
      return (record.products ?? []).map((p) => p.id);
    default:
      return [];
  }
}
