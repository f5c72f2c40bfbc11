import { PART_POSITIONS, isPartPosition } from '../../../shared/catalogue/part-position';
import { PRICE_BUCKETS, REFINEMENT_IDS } from '../../../shared/search/search-constants';
import type { SearchSqlInput } from '../../data/repos/search-repo';
import { BadRequestError } from '../../errors';

const PRICE_VALUE = /^\((\d{1,7}(?:\.\d{1,2})?)\.\.(\d{1,7}(?:\.\d{1,2})?)?\)$/;
const TRUE_VALUES = ['true'];

/** Price refinement value of a bucket: "(0..25)", open-ended "(500..)". */
export function priceValue(from: number, to: number | null): string {
  return `(${from}..${to ?? ''})`;
}

/** Bucket bounds in minor units, the upper bound of every bucket but the last. */
export function priceBoundsMinor(): number[] {
  return PRICE_BUCKETS.slice(0, -1).map(([, to]) => (to ?? 0) * 100);
}

function parsePrice(value: string): [number, number | null] {
  const match = PRICE_VALUE.exec(value);
  if (!match) throw new BadRequestError(`price refinement must look like (from..to), got "${value}"`);
  const from = Math.round(Number(match[1]) * 100);
  const to = match[2] === undefined ? null : Math.round(Number(match[2]) * 100);
  if (to !== null && to <= from) throw new BadRequestError(`price refinement ${value} is an empty range`);
  return [from, to];
}

function flag(attribute: string, values: string[]): boolean {
  if (values.some((v) => !TRUE_VALUES.includes(v))) throw new BadRequestError(`${attribute} refinement only takes the value true`);
  return true;
}

/** The In Store refinement outside the site that offers pickup (document 2 §9: pickup is Canadian). */
export const IN_STORE_NOT_OFFERED = 'inStore refinement is offered on the Canadian site only';

/**
 * Checks the refine map against the known attributes and converts it for the SQL layer. In Store
 * is known only where pickup is offered.
 */
export function toSqlRefine(refine: Record<string, string[]>, hasVehicle: boolean, pickupOffered: boolean): SearchSqlInput['refine'] {
  const out: SearchSqlInput['refine'] = {};
  for (const [attribute, values] of Object.entries(refine)) {
    if (!values.length) continue;
    switch (attribute) {
      case REFINEMENT_IDS.category:
        out.cgid = values;
        break;
      case REFINEMENT_IDS.color:
        out.color = values.map((v) => v.toLowerCase());
        break;
      case REFINEMENT_IDS.size:
        out.size = values;
        break;
      case REFINEMENT_IDS.price:
        out.price = values.map(parsePrice);
        break;
      case REFINEMENT_IDS.deal:
        out.deal = flag(attribute, values);
        break;
      case REFINEMENT_IDS.inStore:
        if (!pickupOffered) throw new BadRequestError(IN_STORE_NOT_OFFERED);
        out.inStore = flag(attribute, values);
        break;
      case REFINEMENT_IDS.position: {
        const positions = values.map((v) => v.toLowerCase());
        if (!positions.every(isPartPosition)) throw new BadRequestError(`${attribute} refinement takes ${PART_POSITIONS.join(', ')}`);
        out.position = positions;
        break;
      }
      case REFINEMENT_IDS.submodel:
      case REFINEMENT_IDS.engine:
        if (!hasVehicle) throw new BadRequestError(`${attribute} refinement needs a vehicle`);
        out[attribute] = values;
        break;
      default:
        throw new BadRequestError(`Unknown refinement attribute: ${attribute}`);
    }
  }
  return out;
}
