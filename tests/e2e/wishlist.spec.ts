import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { chooseInDialog, hydrated, vehicleButton } from './vehicle-helpers';

const PASSWORD = 'Sturdy#Pass1';
const STASH_KEY = 'axle.wishlistStash';
const PENDING_KEY = 'axle.wishlistPending';

function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Same-origin JSON call from the page's context (its cookies go with it and come back). Each call
 * names its own client address, so repeated local runs stay under the per-IP sign-up limit.
 */
async function postJson(request: APIRequestContext, baseURL: string, path: string, body: unknown) {
  const ip = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
  const res = await request.post(path, { data: body, headers: { origin: baseURL, 'content-type': 'application/json', 'cf-connecting-ip': ip } });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res;
}

/**
 * Signs up through the account endpoint (the session cookie lands in the page's context), then
 * does what the sign-in modal does on success: flags the pending wish-list product and reloads.
 */
async function registerAndReload(page: Page, baseURL: string, email: string): Promise<void> {
  await postJson(page.request, baseURL, '/api/account/register', { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD });
  await page.evaluate(({ stash, pending }) => {
    if (localStorage.getItem(stash)) sessionStorage.setItem(pending, '1');
  }, { stash: STASH_KEY, pending: PENDING_KEY });
  await page.reload();
  await hydrated(page);
}

async function freshPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize(), hasTouch: (page.viewportSize()?.width ?? 1366) < 600 });
  return context.newPage();
}

test.describe('wish list', () => {
  test('a guest hearts a part, signs up, and finds it added; hearts show it on the card and the product page; removal', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.goto('/brakes/brake-pads');
    await hydrated(page);
    const card = page.getByTestId('product-card').first();
    const productId = (await card.getAttribute('data-product-id'))!;
    const cardHeart = card.getByTestId('wishlist-heart');
    await expect(cardHeart).toHaveAccessibleName('Add to wish list');
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');

    // A guest: the product is kept in the browser until sign-in.
    await cardHeart.click();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STASH_KEY)).toBe(JSON.stringify({ productId, quantity: 1 }));
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');

    await registerAndReload(page, baseURL!, uniqueEmail('wish'));
    const added = page.getByRole('status').filter({ hasText: '1 item(s) added to wishlist' });
    await expect(added).toBeVisible();
    await expect(added.getByRole('link', { name: 'View', exact: true })).toHaveAttribute('href', /\/account\/wishlist$/);
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(cardHeart).toHaveAccessibleName('Remove from wish list');
    // Each card's heart is described by its product's name.
    await expect(cardHeart).toHaveAccessibleDescription((await card.getByRole('heading', { level: 2 }).textContent())!);
    expect(await page.evaluate(({ stash, pending }) => [localStorage.getItem(stash), sessionStorage.getItem(pending)], { stash: STASH_KEY, pending: PENDING_KEY })).toEqual([null, null]);

    // The product page shows the same state.
    await card.getByRole('link').first().click();
    const pageHeart = page.getByTestId('product-page').getByTestId('wishlist-heart');
    await expect(pageHeart).toHaveAttribute('data-product-id', productId);
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    const axe = await new AxeBuilder({ page }).include('[data-testid="wishlist-heart"]').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await pageHeart.click();
    await expect(page.getByText('Item removed from wishlist')).toBeVisible();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
    await expect(pageHeart).toHaveAccessibleName('Add to wish list');
    const list = await (await page.request.get('/api/wishlist')).json();
    expect(list.customerProductListItems).toEqual([]);

    await pageHeart.click();
    await expect(page.getByText('1 item(s) added to wishlist')).toBeVisible();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');

    // A stashed product that is already in the list: the info toast with the same link.
    await page.evaluate(({ stash, pending, productId }) => {
      localStorage.setItem(stash, JSON.stringify({ productId, quantity: 1 }));
      sessionStorage.setItem(pending, '1');
    }, { stash: STASH_KEY, pending: PENDING_KEY, productId });
    await page.reload();
    const already = page.getByRole('status').filter({ hasText: 'Item is already in wishlist' });
    await expect(already).toBeVisible();
    await expect(already.getByRole('link', { name: 'View', exact: true })).toHaveAttribute('href', /\/account\/wishlist$/);
  });

  test('a signed-in shopper who taps a heart before the page has read who they are gets it added, not a sign-in prompt', async ({ page, baseURL }) => {
    await page.goto('/brakes/brake-pads');
    await postJson(page.request, baseURL!, '/api/account/register', { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('early'), password: PASSWORD, confirmPassword: PASSWORD });
    // A page not idle yet: the personal read, made at the first idle moment, waits for the test.
    await page.addInitScript(() => {
      const held: IdleRequestCallback[] = [];
      window.requestIdleCallback = (callback) => held.push(callback);
      (window as unknown as { releaseIdle: () => void }).releaseIdle = () => {
        for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      };
    });
    await page.reload();
    await hydrated(page);
    const heart = page.getByTestId('product-card').first().getByTestId('wishlist-heart');
    await heart.click();
    await expect(page.getByRole('status').filter({ hasText: '1 item(s) added to wishlist' })).toBeVisible();
    await expect(page.getByTestId('sign-in-modal')).toHaveCount(0);
    // Once idle, the page reads who is signed in and the heart shows the product kept.
    await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  test('the garage and the selected store chosen as a guest follow the account to a fresh browser', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.goto('/ca');
    await hydrated(page);
    await vehicleButton(page).click();
    await chooseInDialog(page, '2019', 'Honda', 'Civic');
    await expect(page).toHaveURL(/\/ca\/2019-honda-civic$/);

    await page.goto('/ca/pages/store-locator');
    await hydrated(page);
    const setButton = page.getByTestId('store-card').nth(1).getByRole('button', { name: /^Set .+ as my store$/ });
    const storeName = (await setButton.getAttribute('aria-label'))?.replace(/^Set (.+) as my store$/, '$1') ?? (await setButton.textContent());
    await setButton.click();
    const picker = page.getByRole('banner').getByRole('button', { name: /^My store: / });
    await expect(picker).toHaveAccessibleName(`My store: ${storeName}`);

    const email = uniqueEmail('garage');
    await registerAndReload(page, baseURL!, email);
    // The first signed-in load merges the browser garage and store into the profile.
    await expect
      .poll(async () => (await (await page.request.get('/api/account/garage')).json()).c_vehicleDetails ?? '')
      .toContain('"2019-honda-civic"');
    await expect.poll(async () => (await (await page.request.get('/api/account/selected-store?site=axle-ca')).json()).storeId).not.toBeNull();
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('axle.garage'), localStorage.getItem('axle.selectedStore.axle-ca')])).toEqual([null, null]);
    await expect(picker).toHaveAccessibleName(`My store: ${storeName}`);

    // Another browser: signing in brings both back.
    const other = await freshPage(browser, page);
    await other.goto('/ca');
    await postJson(other.request, baseURL!, '/api/account/login', { email, password: PASSWORD });
    await other.goto('/ca');
    await hydrated(other);
    await expect(vehicleButton(other)).toHaveText('2019 Honda Civic');
    await expect(other.getByRole('banner').getByRole('button', { name: /^My store: / })).toHaveAccessibleName(`My store: ${storeName}`);
    await other.context().close();
  });
});
