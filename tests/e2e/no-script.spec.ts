import { expect, test, type Page } from '@playwright/test';

/**
 * The store without JavaScript (issue 27, decision 270): every link is a link, the header search
 * is a GET form, and the login and newsletter forms post to the page, which answers with a
 * redirect or with the page and the form's answer. Both widths.
 */
test.use({ javaScriptEnabled: false });

const PASSWORD = 'Sturdy#Pass1';
const rand = () => Math.floor(Math.random() * 250) + 1;

test.beforeEach(async ({ page }) => {
  // The rate limits count per client IP: each test is its own client.
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `10.${rand()}.${rand()}.${rand()}` });
});

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1024;

test('a shopper searches, opens a list and a product without JavaScript', async ({ page }) => {
  await page.goto('/');
  if (isMobile(page)) await page.getByTestId('mobile-search-open').click();
  const field = page.getByRole('combobox', { name: 'Search parts' }).filter({ visible: true });
  await field.fill('brake pads');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=brake\+pads$/);
  await expect(page.getByText('Results for “brake pads”')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ Products/ })).toBeVisible();

  await page.goto('/');
  await page.getByRole('link', { name: 'Brakes', exact: true }).first().click();
  await expect(page).toHaveURL(/\/brakes$/);
  // The category's sub-categories, then a list of parts.
  await page.locator('main a[href^="/brakes/"]').first().click();
  await expect(page.getByRole('status').filter({ hasText: /\d+ Products/ })).toBeVisible();
  const product = page.locator('main article a[href*="/AX-"]').first();
  const href = await product.getAttribute('href');
  await product.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('sign-in without JavaScript: a wrong password shows the message, the right one signs in', async ({ page, baseURL }, info) => {
  const email = `e2e.noscript.${info.project.name}.${Date.now().toString(36)}${rand()}@example.com`;
  const registered = await page.context().request.fetch('/api/account/register', {
    method: 'POST',
    headers: { origin: baseURL!, 'content-type': 'application/json', 'cf-connecting-ip': `10.2.${rand()}.${rand()}` },
    data: { firstName: 'Nora', lastName: 'Script', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status()).toBe(202);
  await page.context().clearCookies();

  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('Wrong#Pass99');
  const refused = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Login' }).click();
  expect((await refused).status()).toBe(401);
  await expect(page.getByTestId('auth-error-banner')).toHaveText('Incorrect username or password, please try again.');
  // The password went in the body, never in the address.
  expect(page.url()).not.toContain('Wrong');
  await expect(form.getByLabel('Email')).toHaveValue(email);

  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account$/);
  expect(page.url()).not.toContain(PASSWORD);
  const me = await page.context().request.get('/api/account/me');
  expect(((await me.json()) as { isRegistered: boolean }).isRegistered).toBe(true);
});

test('newsletter sign-up without JavaScript: an invalid address is refused, a valid one thanked', async ({ page }, info) => {
  await page.goto('/brakes');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill('not-an-address');
  const refused = page.waitForResponse((response) => response.request().method() === 'POST');
  await footer.getByRole('button', { name: 'Sign Up' }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole('contentinfo').getByText('Enter a valid email')).toBeVisible();
  // The same page, answered with the form's outcome.
  await expect(page).toHaveURL(/\/brakes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);

  await page.getByRole('contentinfo').getByLabel('Email address').fill(`e2e.news.${info.project.name}.${Date.now().toString(36)}@example.com`);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('contentinfo').getByText('Thanks for signing up!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
});
