import { expect, type Locator, type Page } from '@playwright/test';

/** Marks the window so a full reload (which clears it) can be told from in-app navigation. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __spa: number }).__spa = 1));
}

export async function expectSameWindow(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __spa?: number }).__spa)).toBe(1);
}

/**
 * The page has hydrated, and so has every shell widget (menus, search, footer): each marks itself
 * data-ready once its code is here and React has hydrated it (decision 270). A click before that
 * does what the HTML does, which a test of the app's own handling must not race.
 */
export async function hydrated(page: Page): Promise<void> {
  // Between two documents (a navigation in flight) there may be no root element yet: keep waiting.
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === 'true' && !document.querySelector('[data-widget]:not([data-ready])'));
}

/**
 * The page has hydrated and two idle periods in a row loaded no new resource: the work it does after
 * load (lazy chunks, their effects, beacons) has run, so a test can assert that something was not sent.
 */
export async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = performance.getEntriesByType('resource').length;
        requestIdleCallback(() => requestIdleCallback(() => resolve(performance.getEntriesByType('resource').length === before)));
      }),
    undefined,
    { polling: 100 },
  );
}

/** Every CSS animation and transition of the page has finished (a menu has opened, a drawer slid in). */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** The header's vehicle button shown at this width (the header has one per layout). */
export function vehicleButton(page: Page): Locator {
  return page.getByTestId('vehicle-button').filter({ visible: true });
}

/** Picks an option of one of the dialog's selects by its label. */
export async function pick(scope: Page | Locator, label: string, option: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds a vehicle through Year → Make → Model in an open add-vehicle dialog, then closes the trim step. */
export async function chooseInDialog(page: Page, year: string, make: string, model: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
  await expect(dialog).toBeVisible();
  await pick(dialog, 'Year', year);
  await pick(dialog, 'Make', make);
  await pick(dialog, 'Model', model);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/** Chooses the 2019 Honda Civic from the header in the page's language (messages of its locale). */
export async function chooseCivic(page: Page, m: Record<string, string>): Promise<void> {
  await vehicleButton(page).click();
  const dialog = page.getByRole('dialog', { name: m['vehicle.dialogTitle'] });
  await pick(dialog, m['vehicle.year']!, '2019');
  await pick(dialog, m['vehicle.make']!, 'Honda');
  await pick(dialog, m['vehicle.model']!, 'Civic');
  await dialog.getByRole('button', { name: m['vehicle.done'] }).click();
  await expect(dialog).toBeHidden();
  await expect(vehicleButton(page)).toContainText('2019 Honda Civic');
}
