import { describe, expect, it } from 'vitest';
import { menuKey } from '../../../worker/routes/api/menu';
import { menuDataKey } from './menu-key';

describe('menuDataKey', () => {
  it.each([
    ['axle-us', 'en-US'],
    ['axle-ca', 'fr-CA'],
  ])('matches the key the server fills for %s %s', (site, locale) => {
    expect(menuDataKey(site, locale)).toBe(menuKey(site, locale));
  });
});
