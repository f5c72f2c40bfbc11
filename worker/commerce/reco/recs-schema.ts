import { array, define, enums, integer, object, optional, size, type Infer } from 'superstruct';
import { Id, text } from './activity-schema';

const Filters = define<Record<string, string>>(
  'filters',
  (value) =>
    (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length <= 10 && Object.values(value).every((v) => typeof v === 'string' && v.length <= 100)) ||
    'filters must map at most 10 attribute names to strings',
);

const recsFields = {
  realm: optional(text('realm', 50)),
  instanceType: optional(enums(['prd', 'sbx'] as const)),
  cookieId: optional(text('cookieId', 128)),
  userId: optional(text('userId', 128)),
  /** Vehicle model id (lower case) the results must fit, and extra fitment attribute filters. */
  fitment: optional(object({ modelId: text('modelId', 100), filters: optional(Filters) })),
  locale: optional(text('locale', 10)),
  limit: optional(size(integer(), 1, 24)),
};

/** Body of POST /personalization/recs/{siteId}/{recommenderName}: optional products and categories. */
export const RecsRequestSchema = object({
  ...recsFields,
  products: optional(size(array(object({ id: Id })), 0, 24)),
  categories: optional(size(array(object({ id: Id })), 0, 10)),
});

/** Body of POST /personalization/{siteId}/zones/{zoneName}/recs: products. */
export const ZoneRecsRequestSchema = object({
  ...recsFields,
  products: optional(size(array(object({ id: Id })), 0, 24)),
});

export type RecsRequestBody = Infer<typeof RecsRequestSchema>;
export type ZoneRecsRequestBody = Infer<typeof ZoneRecsRequestSchema>;
