import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './vehicle-helpers';

/**
 * Required fields look and read as valid until the shopper leaves one or sends the form
 * (document 1 §2.5; decision 158): no error border and no aria-invalid on first load, on the
 * sign-in pages, in the sign-in modal's three views and on the contact page and modal.
 */

/** The error look of a field: the danger token's colour (#B3261E) as its border. */
const DANGER = 'rgb(179, 38, 30)';

const borderOf = (field: Locator) => field.evaluate((el) => getComputedStyle(el).borderTopColor);

/** Every required text field of the form reads and looks valid. */
async function expectCleanRequiredFields(form: Locator): Promise<Locator[]> {
  const fields = await form.locator('input[required], textarea[required], select[required]').all();
  expect(fields.length, 'the form has required fields').toBeGreaterThan(0);
  for (const field of fields) {
    await expect(field).not.toHaveAttribute('aria-invalid', /.*/);
    expect(await borderOf(field), `${await field.getAttribute('name')} border on first load`).not.toBe(DANGER);
  }
  return fields;
}

/** Leaving an empty required field marks it (border and aria-invalid), and only it. */
async function expectErrorAfterBlur(fields: Locator[]): Promise<void> {
  const [first, second] = fields;
  await first!.focus();
  await first!.blur();
  await expect(first!).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => borderOf(first!)).toBe(DANGER);
  if (second) {
    await expect(second).not.toHaveAttribute('aria-invalid', /.*/);
    expect(await borderOf(second)).not.toBe(DANGER);
  }
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

test.describe('required fields before any blur or submit', () => {
  for (const { path, form } of [
    { path: '/login', form: 'login-form' },
    { path: '/registration', form: 'register-form' },
    { path: '/reset-password', form: 'reset-form' },
    { path: '/contact-us', form: 'contact-form' },
  ]) {
    test(`the ${path} page shows no error until a field is left`, async ({ page }) => {
      await open(page, path);
      const fields = await expectCleanRequiredFields(page.getByTestId(form));
      await expectErrorAfterBlur(fields);
    });
  }

  test('the sign-in modal’s login, register and password views show no error on opening', async ({ page }) => {
    for (const [view, form] of [
      ['login', 'login-form'],
      ['register', 'register-form'],
      ['password', 'reset-form'],
    ] as const) {
      await open(page, `/?signin=${view}`);
      const modal = page.getByTestId('sign-in-modal');
      await expect(modal.getByTestId(form)).toBeVisible();
      await expectCleanRequiredFields(modal.getByTestId(form));
    }
    // Sent empty: now every required field is marked.
    const reset = page.getByTestId('sign-in-modal').getByTestId('reset-form');
    await reset.getByRole('button', { name: 'Send reset link' }).click();
    await expect(reset.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => borderOf(reset.getByLabel('Email'))).toBe(DANGER);
  });

  test('the contact modal shows no error on opening', async ({ page }) => {
    await open(page, '/search?q=zzqxv');
    await page.getByTestId('empty-results').getByRole('link', { name: 'Contact' }).click();
    const form = page.getByTestId('contact-modal').getByTestId('contact-form');
    await expect(form).toBeVisible();
    const fields = await expectCleanRequiredFields(form);
    await expectErrorAfterBlur(fields);
  });
});
