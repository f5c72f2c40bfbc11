import { expect, test } from '@playwright/test';

/**
 * Registration, password reset and the contact page without JavaScript (issue 27, decision 293):
 * each form posts to its page, which answers with a redirect or the page and the form's answer.
 * Both widths.
 */
test.use({ javaScriptEnabled: false });

const PASSWORD = 'Sturdy#Pass1';
const rand = () => Math.floor(Math.random() * 250) + 1;

test.beforeEach(async ({ page }) => {
  // The rate limits count per client IP: each test is its own client.
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `10.${rand()}.${rand()}.${rand()}` });
});

const postAnswer = (page: import('@playwright/test').Page) => page.waitForResponse((response) => response.request().method() === 'POST');

test('registration without JavaScript: a bad e-mail shows the message, a good one creates the account', async ({ page }, info) => {
  await page.goto('/registration');
  const form = page.getByTestId('register-form');
  await form.getByLabel('First Name').fill('Nora');
  await form.getByLabel('Last Name').fill('Script');
  await form.getByLabel('Email', { exact: true }).fill('nora@');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password').fill(PASSWORD);
  const refused = postAnswer(page);
  await form.getByRole('button', { name: 'Create account' }).click();
  expect((await refused).status()).toBe(400);
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  // The names and the e-mail are kept; the passwords are not (and never in the address).
  await expect(form.getByLabel('First Name')).toHaveValue('Nora');
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('nora@');
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  expect(page.url()).not.toContain(PASSWORD);

  const email = `e2e.noscript.reg.${info.project.name}.${Date.now().toString(36)}${rand()}@example.com`;
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const me = await page.context().request.get('/api/account/me');
  expect(((await me.json()) as { isRegistered: boolean }).isRegistered).toBe(true);
});

test('password reset without JavaScript: the request shows that a link will arrive', async ({ page }) => {
  await page.goto('/reset-password');
  const form = page.getByTestId('reset-form');
  await form.getByLabel('Email', { exact: true }).fill('nobody');
  const refused = postAnswer(page);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByTestId('reset-form').getByText('Please enter a valid email address.')).toBeVisible();

  await page.getByTestId('reset-form').getByLabel('Email').fill('someone@example.com');
  await page.getByTestId('reset-form').getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText('If an account exists for someone@example.com, you will receive an email with a link to reset your password.');
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toBeVisible();
});

test('contact page without JavaScript: a missing field shows its message, a full form is sent', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Email').fill('dana@example.com');
  await form.getByLabel('Subject').selectOption('Part fitment question');
  await form.getByLabel('Message').fill('Do the ceramic pads fit a 2019 Civic?');
  const refused = postAnswer(page);
  await form.getByRole('button', { name: 'Send' }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByTestId('contact-form').getByText('Please enter your first name.')).toBeVisible();
  await expect(page.getByTestId('contact-form').getByLabel('Message')).toHaveValue('Do the ceramic pads fit a 2019 Civic?');

  await page.getByTestId('contact-form').getByLabel('First Name').fill('Dana');
  const sent = postAnswer(page);
  await page.getByTestId('contact-form').getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByTestId('contact-answer')).toHaveText('Thank you! Your message has been sent.');
  await expect(page.getByTestId('contact-form').getByLabel('Message')).toHaveValue('');
});

test('checkout without JavaScript: a guest enters the contact e-mail and a shipping address', async ({ page, baseURL }) => {
  // The cart is filled through the cart API in this browser's context (adding to the cart is a
  // scripted control), as a guest.
  const api = page.context().request;
  const search = await api.get('/search/shopper-search/v1/organizations/f_ecom_axle/product-search?siteId=axle-us&q=brake&limit=20');
  const { hits } = (await search.json()) as { hits: { productId: string; ats: number; orderable: boolean; hitType: string }[] };
  let added = false;
  for (const hit of hits.filter((h) => h.hitType === 'product' && h.orderable && h.ats > 5)) {
    const res = await api.post('/api/cart/items?site=axle-us', {
      headers: { origin: baseURL!, 'content-type': 'application/json' },
      data: { lines: [{ productId: hit.productId, quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null },
    });
    if (res.ok()) {
      added = true;
      break;
    }
  }
  expect(added).toBe(true);

  await page.goto('/checkout');
  const form = page.getByTestId('checkout-address-form');
  await form.getByLabel('Email', { exact: true }).fill('sam@');
  await form.getByLabel('First name').fill('Sam');
  await form.getByLabel('Last name').fill('Lee');
  await form.getByLabel('Address', { exact: true }).fill('350 5th Ave');
  await form.getByLabel('City').fill('New York');
  await form.getByLabel('State').selectOption('NY');
  await form.getByLabel('ZIP code').fill('10118');
  await form.getByLabel('Phone').fill('212-555-0100');
  const refused = postAnswer(page);
  await form.getByRole('button', { name: 'Save address' }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByTestId('checkout-address-form').getByText('Enter a valid email')).toBeVisible();
  await expect(page.getByTestId('checkout-address-form').getByLabel('City')).toHaveValue('New York');

  await page.getByTestId('checkout-address-form').getByLabel('Email', { exact: true }).fill('sam@example.com');
  const saved = postAnswer(page);
  await page.getByTestId('checkout-address-form').getByRole('button', { name: 'Save address' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('checkout-address-saved')).toContainText('Your email and address are saved.');
  // Read in the page (the browser's own connection) rather than on the request context's socket, which
  // has sat idle through the form steps and may be closed by the server as it is reused.
  const cart = (await (await page.goto('/api/cart?site=axle-us'))!.json()) as { basket: { customerInfo: { email: string }; shipments: { c_shipmentType: string; shippingAddress: Record<string, string> | null }[] } };
  expect(cart.basket.customerInfo.email).toBe('sam@example.com');
  expect(cart.basket.shipments.find((s) => s.c_shipmentType === 'delivery')?.shippingAddress).toMatchObject({ city: 'New York', stateCode: 'NY', postalCode: '10118' });
});
