import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { chooseInDialog, expectSameWindow, hydrated, markWindow, pick, vehicleButton } from './vehicle-helpers';

// Tests tagged @desktop check the dialog's rules, the same markup at any width; the pick, the
// plate lookup and the axe checks run at both widths.
test.describe('vehicle selection', () => {
  test('picks 2019 → Honda → Civic from the header and lands on /2019-honda-civic without a reload', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await markWindow(page);
    await expect(vehicleButton(page)).toHaveText('Add Vehicle');
    await vehicleButton(page).click();

    const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
    await expect(dialog.getByRole('tab', { name: 'Make/Model' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('combobox', { name: 'Make', exact: true })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'Model', exact: true })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Find My Part' })).toBeDisabled();
    await expect(dialog.getByRole('link', { name: 'Sign In' })).toBeVisible();

    // Years run newest first.
    await dialog.getByRole('combobox', { name: 'Year', exact: true }).click();
    const years = await page.getByRole('option').allTextContents();
    expect(years.map(Number)).toEqual([...years.map(Number)].sort((a, b) => b - a));
    await page.keyboard.press('Escape');

    await pick(dialog, 'Year', '2019');
    await expect(dialog.getByRole('combobox', { name: 'Make', exact: true })).toBeEnabled();
    await pick(dialog, 'Make', 'Honda');
    await pick(dialog, 'Model', 'Civic');

    await expect(page).toHaveURL(/\/2019-honda-civic$/);
    await expect(page.getByText('Fitment updated')).toBeVisible();
    // The model has trims and engines: the dialog offers them, optionally.
    await expect(dialog.getByRole('combobox', { name: 'Trim', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2019 Honda Civic');
    await expect(vehicleButton(page)).toHaveText('2019 Honda Civic');
    await expectSameWindow(page);
    await expect(page.locator('a[href="/2019-honda-civic/brakes"]')).toBeVisible();
  });

  test('choosing a year clears make and model @desktop', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await vehicleButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
    await pick(dialog, 'Year', '2019');
    await pick(dialog, 'Make', 'Toyota');
    await pick(dialog, 'Year', '2020');
    await expect(dialog.getByRole('combobox', { name: 'Make', exact: true })).toHaveText(/Select Make/);
    await expect(dialog.getByRole('combobox', { name: 'Model', exact: true })).toBeDisabled();
  });

  test('finds a vehicle by US licence plate', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await markWindow(page);
    await vehicleButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
    await dialog.getByRole('tab', { name: 'License Plate' }).click();
    await dialog.getByRole('textbox', { name: 'License Plate' }).fill('8xyz789');
    await pick(dialog, 'State', 'California');
    await dialog.getByRole('button', { name: 'Find My Part' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/2020-honda-cr-v$/);
    await expect(vehicleButton(page)).toHaveText('2020 Honda CR-V');
    await expectSameWindow(page);
  });

  test('an unknown plate shows "Invalid license plate" @desktop', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await vehicleButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
    await dialog.getByRole('tab', { name: 'License Plate' }).click();
    await dialog.getByRole('textbox', { name: 'License Plate' }).fill('NOVIN00');
    await pick(dialog, 'State', 'Massachusetts');
    await dialog.getByRole('button', { name: 'Find My Part' }).click();
    await expect(page.getByText('Invalid license plate')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('the Canadian site has no plate tab and Find My Part stays disabled @desktop', async ({ page }) => {
    await page.goto('/ca');
    await hydrated(page);
    await vehicleButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
    await expect(dialog.getByRole('combobox', { name: 'Year', exact: true })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'License Plate' })).toHaveCount(0);
    await expect(dialog.getByText('License Plate')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Find My Part' })).toBeDisabled();
    await chooseInDialog(page, '2018', 'Toyota', 'Camry');
    await expect(page).toHaveURL(/\/ca\/2018-toyota-camry$/);
  });

  test('the dialog and the garage modal pass axe checks', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await vehicleButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Add Vehicle' })).toBeVisible();
    const dialogScan = await new AxeBuilder({ page }).include('[data-testid="vehicle-selector"]').analyze();
    expect(dialogScan.violations.map((v) => v.id)).toEqual([]);
    await chooseInDialog(page, '2019', 'Honda', 'Civic');
    await vehicleButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Your Garage' })).toBeVisible();
    const garageScan = await new AxeBuilder({ page }).include('[data-testid="garage-modal"]').analyze();
    expect(garageScan.violations.map((v) => v.id)).toEqual([]);
  });

  test('Sign In closes the dialog and goes to /login @desktop', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await vehicleButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
    await dialog.getByRole('link', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
  });
});
