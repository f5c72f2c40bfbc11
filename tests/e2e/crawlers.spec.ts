import { expect, test } from '@playwright/test';
import { hydrated } from './vehicle-helpers';

const CANADA = { 'MF-CF-Blob': JSON.stringify({ country: 'CA', clientAcceptEncoding: '' }) };
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/130';

test.describe('crawlers', () => {
  test('a crawler from Canada on the US site is never offered the other site @desktop', async ({ browser }) => {
    // Control: the same visit by a shopper gets the offer.
    const shopper = await browser.newContext({ extraHTTPHeaders: CANADA });
    const shopperPage = await shopper.newPage();
    await shopperPage.goto('/pages/about-us');
    await expect(shopperPage.getByTestId('site-redirect-modal')).toBeVisible();
    await shopper.close();

    const crawler = await browser.newContext({ extraHTTPHeaders: CANADA, userAgent: GOOGLEBOT });
    const page = await crawler.newPage();
    const geoRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/geo') geoRequests.push(request.url());
    });
    await page.goto('/pages/about-us');
    await hydrated(page);
    // A request issued after hydration: any geolocation call of the mount effects came before it.
    await page.evaluate(() => fetch('/favicon.svg'));
    expect(geoRequests).toEqual([]);
    await expect(page.getByTestId('site-redirect-modal')).toHaveCount(0);
    await crawler.close();
  });
});
