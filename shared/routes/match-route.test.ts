import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/home', 'home-redirect', {}],
    ['/login', 'login', {}],
    ['/account', 'account', {}],
    ['/account/wishlist', 'account-menu', { menu: 'wishlist' }],
    ['/account/x/y', 'account-area', { rest: 'x/y' }],
    ['/account/orders/123/items', 'account-area', { rest: 'orders/123/items' }],
    ['/checkout/confirmation/00012', 'checkout-confirmation', { orderNo: '00012' }],
    ['/categories/brakes', 'categories', { id: 'brakes' }],
    ['/category/brake-pads', 'product-list', { id: 'brake-pads' }],
    ['/product/AX-1', 'product', { id: 'AX-1' }],
    ['/search', 'search', {}],
    ['/pages/policy', 'policy', {}],
    ['/pages/policy/privacy-policy', 'policy-page', { pageId: 'privacy-policy' }],
    ['/pages/store-locator/st-1', 'store-details', { storeId: 'st-1' }],
    ['/pages/resources/guides/brake-basics', 'resource-page', { category: 'guides', pageId: 'brake-basics' }],
    ['/pages/faq/shipping/12', 'faq-entry', { category: 'shipping', id: '12' }],
    ['/pages/order-status/A100', 'order-status-detail', { orderNo: 'A100' }],
    ['/contact-us', 'contact-us', {}],
    ['/page-not-found', 'page-not-found', {}],
    ['/factory-direct', 'factory-direct', {}],
    ['/buy-discount-auto-parts-factory-direct', 'buy-discount-auto-parts', {}],
    ['/why-our-prices-are-so-low', 'why-our-prices', {}],
    ['/2019-honda-civic', 'vehicle', { vehicle: '2019-honda-civic' }],
    ['/2019-honda-civic/brakes', 'vehicle-category', { vehicle: '2019-honda-civic', categoryId: 'brakes' }],
    ['/2019-honda-civic/brakes/AX-1', 'vehicle-product', { vehicle: '2019-honda-civic', categoryId: 'brakes', id: 'AX-1' }],
    ['/brakes/brake-pads/AX-1', 'product-detail', { catId: 'brakes', subCatId: 'brake-pads', id: 'AX-1' }],
    ['/brakes/brake-pads', 'category-products', { catId: 'brakes', id: 'brake-pads' }],
    ['/brakes', 'category', { id: 'brakes' }],
    ['/parts', 'category', { id: 'parts' }],
  ])('%s → %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ name, params });
  });

  it('needs a four-digit year and three dash parts for vehicle shapes', () => {
    expect(matchRoute('/2019-honda')?.name).toBe('category');
    expect(matchRoute('/19-honda-civic')?.name).toBe('category');
  });

  it('matches nothing for deeper paths or undecodable segments', () => {
    expect(matchRoute('/a/b/c/d')).toBeNull();
    expect(matchRoute('/%E0%A4%A')).toBeNull();
  });
});
