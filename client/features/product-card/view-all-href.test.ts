import { describe, expect, it } from 'vitest';
import { viewAllHref } from './view-all-href';

describe('viewAllHref', () => {
  it('puts the selected model id in place of the placeholder', () => {
    expect(viewAllHref('/_ymm_/brakes', '2019-honda-civic')).toBe('/2019-honda-civic/brakes');
  });
  it('uses parts without a vehicle', () => {
    expect(viewAllHref('/_ymm_', null)).toBe('/parts');
  });
  it('leaves other URLs alone', () => {
    expect(viewAllHref('/category/brakes', '2019-honda-civic')).toBe('/category/brakes');
  });
});
