import { expect, test, type Page } from '@playwright/test';

/**
 * The phone's menu drawer before and without JavaScript (issue 27, decision 295): a `popover`
 * with `<details>` categories, which the browser opens and expands on its own.
 */
async function openDrawerAndGo(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await drawer.locator('summary', { hasText: 'Brakes' }).click();
  await expect(drawer.getByRole('link', { name: 'Brake Pads' })).toBeVisible();
  return drawer;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the drawer opens, expands a category, closes with Escape, and its links work @mobile', async ({ page }) => {
    await page.goto('/');
    const drawer = await openDrawerAndGo(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    // Open again: the category stays expanded as it was left.
    await page.getByRole('button', { name: 'Menu' }).click();
    await drawer.getByRole('link', { name: 'Brake Pads' }).click();
    await expect(page).toHaveURL(/\/brakes\/brake-pads$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the drawer opens from the server\'s HTML while its code has not arrived @mobile', async ({ page }) => {
  // The drawer's chunk is held back for the whole test: only the browser can open it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/chunks\/mobile-drawer-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/');
  await expect(page.locator('[data-widget="mobile-drawer"]')).not.toHaveAttribute('data-ready');
  const drawer = await openDrawerAndGo(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.locator('[data-widget="mobile-drawer"]')).not.toHaveAttribute('data-ready');
  release();
});
