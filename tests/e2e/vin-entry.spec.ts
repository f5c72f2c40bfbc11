import { expect, test, type Page } from '@playwright/test';
import { expectSameWindow, hydrated, markWindow, pick, vehicleButton } from './vehicle-helpers';
import { alternateWidth, LOCALE_PREFIXES } from './widths';

/** The vehicle messages of a locale, straight from the catalogue so every locale is checked. */
async function vehicleMessages(locale: string): Promise<Record<string, string>> {
  return (await import(`../../shared/i18n/messages/${locale}/vehicle.json`, { with: { type: 'json' } })).default as Record<string, string>;
}

/** Opens the add-vehicle dialog on its VIN tab and types a VIN. */
async function enterVin(page: Page, m: Record<string, string>, vin: string) {
  await vehicleButton(page).click();
  const dialog = page.getByRole('dialog', { name: m.dialogTitle });
  await dialog.getByRole('tab', { name: m.tabVin, exact: true }).click();
  await dialog.getByRole('textbox', { name: m.vinLabel }).fill(vin);
  await dialog.getByRole('button', { name: m.findMyPart }).click();
  return dialog;
}

test.describe('VIN entry', () => {
  test('a real-format VIN with a valid check digit lands on its vehicle', async ({ page }) => {
    const m = await vehicleMessages('en-US');
    await page.goto('/');
    await hydrated(page);
    await markWindow(page);
    const dialog = await enterVin(page, m, '1gcuyded9kz137465');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/2019-chevrolet-silverado$/);
    await expect(vehicleButton(page)).toHaveText('2019 Chevrolet Silverado');
    await expectSameWindow(page);
    // The VIN's trim and engine are kept with the vehicle.
    await page.goto('/account/my-garage');
    await expect(page.getByTestId('garage-entry')).toContainText('Trim: LT · Engine: 5.3L V8');
  });

  for (const [index, { prefix, locale }] of LOCALE_PREFIXES.entries()) {
    test(`a wrong check digit, then a refused letter and a short VIN, each show their message (${locale}) ${alternateWidth(index)}`, async ({ page }) => {
      const m = await vehicleMessages(locale);
      await page.goto(prefix || '/');
      await hydrated(page);
      const dialog = await enterVin(page, m, '1GCUYDED8KZ137465');
      await expect(dialog.getByRole('alert')).toHaveText(m.vinCheckDigit!);
      await expect(dialog.getByRole('textbox', { name: m.vinLabel })).toHaveAttribute('aria-invalid', 'true');
      const input = dialog.getByRole('textbox', { name: m.vinLabel });
      await input.fill('1GCUYDED9KZ13746O');
      await dialog.getByRole('button', { name: m.findMyPart }).click();
      await expect(dialog.getByRole('alert')).toHaveText(m.vinLetters!);
      await input.fill('1GCUYDED9KZ1374');
      await dialog.getByRole('button', { name: m.findMyPart }).click();
      await expect(dialog.getByRole('alert')).toHaveText(m.vinLength!.replace('{count, number}', '15'));
      await expect(dialog).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(prefix || '/');
    });
  }

  test('the check-digit message reads as the spec of issue 30 words it @desktop', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const dialog = await enterVin(page, await vehicleMessages('en-US'), '1GCUYDED8KZ137465');
    await expect(dialog.getByRole('alert')).toHaveText('This VIN’s check digit (the 9th character) doesn’t match. Please check each character.');
  });

  test('a VIN that names only the make opens Make/Model at the model', async ({ page }) => {
    const m = await vehicleMessages('en-US');
    await page.goto('/');
    await hydrated(page);
    const dialog = await enterVin(page, m, '2HGZZZAZ0KH000000');
    await expect(dialog.getByRole('tab', { name: m.tabMakeModel })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByTestId('vin-prefill-notice')).toHaveText('Your VIN is a 2019 Honda. Choose its model.');
    await expect(dialog.getByRole('combobox', { name: 'Year', exact: true })).toHaveText(/2019/);
    await expect(dialog.getByRole('combobox', { name: 'Make', exact: true })).toHaveText(/Honda/);
    await pick(dialog, 'Model', 'Civic');
    await expect(page).toHaveURL(/\/2019-honda-civic$/);
  });

  test('a VIN that leaves the trim open lands on the vehicle with the trim to choose @desktop', async ({ page }) => {
    const m = await vehicleMessages('en-US');
    await page.goto('/ca');
    await hydrated(page);
    const dialog = await enterVin(page, m, '4T1B11HK5KU781235');
    await expect(page).toHaveURL(/\/ca\/2019-toyota-camry$/);
    await expect(vehicleButton(page)).toHaveText('2019 Toyota Camry');
    await expect(dialog.getByRole('combobox', { name: 'Trim', exact: true })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Engine', exact: true })).toHaveText(/2\.5L L4/);
    await pick(dialog, 'Trim', 'XSE');
    await dialog.getByRole('button', { name: m.done }).click();
    await expect(dialog).toBeHidden();
  });

  test('the garage page adds a vehicle by VIN @desktop', async ({ page }) => {
    await page.goto('/account/my-garage');
    await hydrated(page);
    const form = page.getByRole('region', { name: 'Add a vehicle by VIN' });
    await form.getByRole('textbox', { name: 'Vehicle Identification Number (VIN)' }).fill('1C4RJFAG6KC584120');
    await form.getByRole('button', { name: 'Add to Garage' }).click();
    await expect(page.getByTestId('garage-entry')).toContainText('2019 Jeep Grand Cherokee');
    await expect(page).toHaveURL(/\/account\/my-garage$/);
  });
});
