import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './vehicle-helpers';

/**
 * Pickup is Canadian (document 2 §6, §9), so the "In Store" filter shows on the Canadian site's
 * lists and not on the US site's (decision 254). On phones the filters are in the Filters modal.
 */
async function filters(page: Page, path: string, mobile: boolean): Promise<Locator> {
  await page.goto(path);
  await hydrated(page);
  if (!mobile) return page.getByTestId('refinements').filter({ visible: true });
  await page.getByTestId('filters-button').click();
  return page.getByRole('dialog').getByTestId('refinements');
}

const group = (panel: Locator, attributeId: string) => panel.locator(`[data-refinement-id="${attributeId}"]`);

test('the US site lists no In Store filter; the Canadian site keeps it', async ({ page }, info) => {
  const mobile = info.project.name === 'mobile';
  const us = await filters(page, '/2019-honda-civic/brakes', mobile);
  await expect(group(us, 'c_isDeal')).toBeVisible();
  await expect(group(us, 'inStore')).toHaveCount(0);
  await expect(us.getByRole('button', { name: /^In Store/ })).toHaveCount(0);

  const ca = await filters(page, '/ca/2019-honda-civic/brakes', mobile);
  await expect(group(ca, 'inStore')).toBeVisible();
  await expect(ca.getByRole('button', { name: /^In Store/ })).toBeVisible();
});
