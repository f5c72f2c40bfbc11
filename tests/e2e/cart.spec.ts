import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './vehicle-helpers';
import { packNotes } from './fitment-text';
import { alternateWidth } from './widths';

/** The messages a shopper reads, straight from the catalogue so each locale is checked. */
async function messages(locale: string): Promise<Record<string, string>> {
  const load = async (ns: string) => (await import(`../../shared/i18n/messages/${locale}/${ns}.json`, { with: { type: 'json' } })).default as Record<string, string>;
  const [cart, product, common] = await Promise.all(['cart', 'product', 'common'].map(load));
  const prefixed = (ns: string, m: Record<string, string>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [`${ns}.${k}`, v]));
  return { ...prefixed('cart', cart!), ...prefixed('product', product!), ...prefixed('common', common!) };
}

const LOCALES = [
  { prefix: '', locale: 'en-US', site: 'axle-us' },
  { prefix: '/ca/fr', locale: 'fr-CA', site: 'axle-ca' },
];

const quantityInput = (scope: ReturnType<Page['getByTestId']>) => scope.getByRole('spinbutton');

for (const [index, { prefix, locale, site }] of LOCALES.entries()) {
  test(`a guest adds a fitting part from a card, changes quantities in the drawer and the cart, hits the stock limit and removes the line (${locale}) ${alternateWidth(index)}`, async ({ page }) => {
    const m = await messages(locale);
    await page.goto(`${prefix}/2019-honda-civic/brakes`);
    await hydrated(page);
    const badge = page.getByTestId('cart-badge').filter({ visible: true });
    await expect(badge).toHaveCount(0);

    // A card that fits the Civic (no "review additional specs" warning) adds directly; a part sold
    // one at a time, so the stepper goes 1, 2, 3 (a pair steps by two, decision 288).
    const [pair, set] = packNotes(locale);
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('button', { name: m['product.addToCart'], exact: true }) })
      .filter({ hasNotText: m['product.reviewSpecs']! })
      .filter({ hasNotText: pair! })
      .filter({ hasNotText: set! })
      .first();
    const productId = await card.getAttribute('data-product-id');
    await card.getByRole('button', { name: m['product.addToCart'], exact: true }).click();

    const drawer = page.getByRole('dialog', { name: m['cart.drawerTitle'] });
    await expect(drawer).toBeVisible();
    await expect(badge).toHaveText('1');
    const line = drawer.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(m['cart.sku']!.replace('{productId}', productId!));
    await expect(drawer.getByRole('link', { name: m['cart.proceedToCart'] })).toBeVisible();
    await expect(drawer.getByRole('button', { name: m['cart.continueShopping'] })).toBeVisible();

    // Stepper: up to 2, then past the stock level is refused with the spec's message.
    await line.getByRole('button', { name: m['cart.increase']!.replace('{name}', '') , exact: false }).click();
    await expect(quantityInput(line)).toHaveValue('2');
    await expect(badge).toHaveText('2');
    await expect(line).toHaveAttribute('aria-busy', 'false');
    const cart = await (await page.request.get(`/api/cart?site=${site}&locale=${locale}`)).json();
    const stock = cart.basket.productItems[0].c_availableStock as number;
    await quantityInput(line).fill(String(stock + 1));
    await quantityInput(line).press('Enter');
    await expect(page.getByText(m['cart.quantityExceeds']!, { exact: true })).toBeVisible();
    await expect(quantityInput(line)).toHaveValue('2');
    await expect(badge).toHaveText('2');

    // Proceed to Cart closes the drawer and opens the cart page.
    await drawer.getByRole('link', { name: m['cart.proceedToCart'] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`));
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['common.screen.cart']!);
    const cartLine = page.getByTestId('cart-line');
    await expect(cartLine).toHaveCount(1);
    await expect(page.getByTestId('shipment-delivery')).toContainText(m['cart.delivery']!);
    await expect(cartLine).toContainText('2019 Honda Civic');
    await expect(page.getByTestId('order-summary')).toContainText(m['cart.calculatedAtCheckout']!);
    const subtotal = await page.getByTestId('cart-subtotal').textContent();

    await cartLine.getByRole('button', { name: m['cart.increase']!.replace('{name}', ''), exact: false }).click();
    await expect(quantityInput(cartLine)).toHaveValue('3');
    await expect(badge).toHaveText('3');
    await expect(page.getByTestId('cart-subtotal')).not.toHaveText(subtotal!);

    await cartLine.getByRole('button', { name: m['cart.removeItem']!.replace('{name}', ''), exact: false }).click();
    await expect(page.getByText(m['cart.itemRemoved']!, { exact: true })).toBeVisible();
    await expect(page.getByTestId('cart-empty')).toContainText(m['cart.empty']!);
    await expect(badge).toHaveCount(0);
  });
}
