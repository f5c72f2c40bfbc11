import { describe, expect, it } from 'vitest';
import { cardHref } from './card-href';

const hit = { productId: 'AX-BRK-1', primaryCategoryId: 'brake-pads', parentCategoryId: 'brakes' };

describe('cardHref', () => {
  it('links to /{catId}/{id}/{productId}', () => {
    expect(cardHref(hit, null, {})).toBe('/brakes/brake-pads/AX-BRK-1');
  });
  it('uses the vehicle model id on vehicle lists and carries fitment filters', () => {
    expect(cardHref(hit, '2019-honda-civic', { submodel: ['Sport'], engine: ['1.5L L4'] })).toBe('/2019-honda-civic/brake-pads/AX-BRK-1?submodel=Sport&engine=1.5L+L4');
  });
});
