import { expect, test } from '@playwright/test';
import { chooseInDialog, hydrated, vehicleButton } from './vehicle-helpers';

test.describe('garage', () => {
  test('adds two vehicles, switches with Your Garage, removes the current, then the last', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await vehicleButton(page).click();
    await chooseInDialog(page, '2019', 'Honda', 'Civic');
    await expect(page).toHaveURL(/\/2019-honda-civic$/);

    // With a vehicle in the garage the button opens Your Garage.
    await vehicleButton(page).click();
    const garage = page.getByRole('dialog', { name: 'Your Garage' });
    await expect(garage.getByRole('link', { name: 'Manage Vehicles' })).toBeVisible();
    await expect(garage.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(garage.getByRole('button', { name: 'Shop Without Vehicle' })).toBeVisible();
    await garage.getByRole('button', { name: 'Add Vehicle' }).click();
    await chooseInDialog(page, '2018', 'Toyota', 'Camry');
    await expect(page).toHaveURL(/\/2018-toyota-camry$/);
    await expect(vehicleButton(page)).toHaveText('2018 Toyota Camry');

    await vehicleButton(page).click();
    await garage.getByRole('button', { name: /2019 Honda Civic/ }).click();
    await expect(garage).toBeHidden();
    await expect(page).toHaveURL(/\/2019-honda-civic$/);
    await expect(vehicleButton(page)).toHaveText('2019 Honda Civic');

    // Reload keeps the selection, and the server HTML already carries it (no flash).
    const home = await page.goto('/');
    expect(await home!.text()).toMatch(/data-testid="vehicle-button"[^>]*>.*?2019 Honda Civic/s);
    await expect(vehicleButton(page)).toHaveText('2019 Honda Civic');

    await page.goto('/account/my-garage');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Garage');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Account');
    const entries = page.getByTestId('garage-entry');
    await expect(entries).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Set 2018 Toyota Camry as the current vehicle' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set 2019 Honda Civic as the current vehicle' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove 2019 Honda Civic' }).click();
    await expect(page).toHaveURL(/\/2018-toyota-camry$/);
    await expect(vehicleButton(page)).toHaveText('2018 Toyota Camry');

    await page.goto('/account/my-garage');
    await page.getByRole('button', { name: 'Remove 2018 Toyota Camry' }).click();
    await expect(page).toHaveURL(/\/parts$/);
    await expect(vehicleButton(page)).toHaveText('Add Vehicle');
  });

  test('Shop Without Vehicle clears the selection but keeps the garage', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await vehicleButton(page).click();
    await chooseInDialog(page, '2020', 'Ford', 'Escape');
    await page.goto('/account/my-garage');
    await hydrated(page);
    await vehicleButton(page).click();
    await page.getByRole('dialog', { name: 'Your Garage' }).getByRole('button', { name: 'Shop Without Vehicle' }).click();
    await expect(vehicleButton(page)).toHaveText('Add Vehicle');
    await expect(page.getByTestId('garage-entry')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Set 2020 Ford Escape as the current vehicle' })).toBeVisible();
  });
});
