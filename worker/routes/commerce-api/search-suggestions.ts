import { Hono } from 'hono';
import { isVehicleSegment } from '../../../shared/routes/vehicle-url';
import { MAX_QUERY_LENGTH, SUGGESTION_MIN_CHARS } from '../../../shared/search/search-constants';
import type { AppEnv } from '../../env';
import { HTTP_CACHE_PUBLIC_SHORT } from '../../cache/strategies';
import { BadRequestError } from '../../errors';
import { commerceScope } from './commerce-scope';
import { intParam } from './product-search-params';
import { absoluteLink, decimal, requestOrigin } from './scapi/scapi-values';

const MAX_LIMIT = 10;
const DEFAULT_LIMIT = 5;

/**
 * GET /search/shopper-search/v1/organizations/{org}/search-suggestions?q=&siteId=&limit=&locale=
 * in the ShopperSearch getSearchSuggestions shape (SuggestionResult), from the header's
 * suggestions service. An optional c_vehicleID keeps product suggestions to that vehicle.
 */
export const searchSuggestionsApi = new Hono<AppEnv>().get('/organizations/:org/search-suggestions', async (c) => {
  const { services } = commerceScope(c);
  const q = c.req.query('q')?.trim() ?? '';
  if (q.length < SUGGESTION_MIN_CHARS) throw new BadRequestError(`q must have at least ${SUGGESTION_MIN_CHARS} characters`);
  if (q.length > MAX_QUERY_LENGTH) throw new BadRequestError(`q must be at most ${MAX_QUERY_LENGTH} characters`);
  const limit = intParam(c, 'limit', 1, MAX_LIMIT, DEFAULT_LIMIT);
  const vehicle = c.req.query('c_vehicleID')?.toLowerCase() || null;
  if (vehicle && !isVehicleSegment(vehicle)) throw new BadRequestError('c_vehicleID must be a vehicle model id such as 2019-honda-civic');
  const result = await services.search.suggestions(q, vehicle);
  const phrases = result.phrases.slice(0, limit).map((phrase) => ({ exactMatch: phrase.toLowerCase() === q.toLowerCase(), phrase }));
  const origin = requestOrigin(c);
  const terms = q.split(/\s+/).map((original) => ({ originalTerm: original, terms: phrases.map((p) => ({ value: p.phrase.split(/\s+/).at(-1) ?? p.phrase, completed: true, corrected: false, exactMatch: p.exactMatch })) }));
  c.header('Cache-Control', HTTP_CACHE_PUBLIC_SHORT);
  return c.json({
    searchPhrase: q,
    categorySuggestions: {
      categories: result.categories.slice(0, limit).map((cat) => ({ id: cat.id, name: cat.name, ...(cat.parentId ? { parentCategoryId: cat.parentId } : {}) })),
      suggestedPhrases: phrases,
      suggestedTerms: terms,
    },
    productSuggestions: {
      products: result.products.slice(0, limit).map((p) => {
        const link = p.image ? absoluteLink(p.image, origin) : null;
        return { currency: p.currency, price: decimal(p.price), productId: p.productId, productName: p.name, ...(link ? { image: { link, disBaseLink: link, alt: p.name } } : {}) };
      }),
      suggestedPhrases: phrases,
      suggestedTerms: terms,
    },
  });
});
