import { describe, expect, it } from 'vitest';
import type { Recommendation } from '../../../shared/reco/recommendation';
import { viewAllHref } from '../product-card/view-all-href';
import { OTHER_PARTS_VIEW_ALL, toScrollerItem } from './reco-items';

const rec = (over: Partial<Recommendation> = {}): Recommendation => ({
  id: 'AX-BRK-100001',
  productId: 'AX-BRK-100001',
  productName: 'Ceramic Rotor',
  name: 'Ceramic Rotor',
  price: 5999,
  discountPrice: 4999,
  brand: 'Axle',
  image: null,
  imageGroups: [],
  imageUrl: '/img/r.webp',
  c_extend: { currency: 'USD', primaryCategoryId: 'brake-rotors', parentCategoryId: 'brakes', unitsSoldToDate: 3, universal: false, rating: { average: 0, count: 0 }, priceInfo: { salePrice: 4999, originalPrice: 5999 } },
  c_custitem_fitment: null,
  ...over,
});

describe('See All Parts of the recommendations (document 2 §2)', () => {
  it('links to the selected vehicle, or to parts without one', () => {
    expect(OTHER_PARTS_VIEW_ALL).toBe('/_ymm_');
    expect(viewAllHref(OTHER_PARTS_VIEW_ALL, '2019-honda-civic')).toBe('/2019-honda-civic');
    expect(viewAllHref(OTHER_PARTS_VIEW_ALL, null)).toBe('/parts');
  });
});

describe('toScrollerItem', () => {
  it('shows the discount price with the base price struck', () => {
    expect(toScrollerItem(rec(), null)).toMatchObject({ price: 4999, originalPrice: 5999, currency: 'USD', name: 'Ceramic Rotor', image: '/img/r.webp' });
  });
  it('shows the price alone when not discounted', () => {
    expect(toScrollerItem(rec({ price: 5999, discountPrice: null }), null)).toMatchObject({ price: 5999, originalPrice: null });
  });
  it('links to the product page under its categories, or under the vehicle', () => {
    expect(toScrollerItem(rec(), null).href).toBe('/brakes/brake-rotors/AX-BRK-100001');
    expect(toScrollerItem(rec(), '2019-honda-civic').href).toBe('/2019-honda-civic/brake-rotors/AX-BRK-100001');
  });
});
