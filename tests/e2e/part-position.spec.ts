import { expect, test, type Locator, type Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { formatNote } from '../../shared/catalogue/catalogue-notes';
import { chooseCivic, hydrated } from './vehicle-helpers';
import { alternateWidth } from './widths';

/**
 * Position-aware fitment (issue 30 item 4, decisions 287–289), in every locale: a Civic shopper
 * narrows the rotors to the front, the cards and the product page say "Fits 2019 Honda Civic —
 * Front" in the page language, and a rotor, sold as a pair, goes to the cart two at a time.
 */
async function messages(locale: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const ns of ['vehicle', 'product', 'listing', 'cart']) {
    const file = (await import(`../../shared/i18n/messages/${locale}/${ns}.json`, { with: { type: 'json' } })).default as Record<string, string>;
    for (const [key, value] of Object.entries(file)) out[`${ns}.${key}`] = value;
  }
  return out;
}

const VEHICLE = '2019 Honda Civic';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');


/** The list's refinement panel: beside the list on desktop, in the Filters dialog on a phone. */
async function refinements(page: Page, mobile: boolean): Promise<Locator> {
  if (!mobile) return page.getByTestId('refinements').filter({ visible: true });
  await page.getByTestId('filters-button').click();
  return page.getByRole('dialog').getByTestId('refinements');
}

const LOCALES = [
  { prefix: '', locale: 'en-US', front: 'Front' },
  { prefix: '/ca/fr', locale: 'fr-CA', front: 'Avant' },
  { prefix: '/es', locale: 'es-US', front: 'Delantero' },
  { prefix: '/ca', locale: 'en-CA', front: 'Front' },
];

for (const [index, { prefix, locale, front }] of LOCALES.entries()) {
  test(`a Civic shopper refines rotors to the front, sees “Fits … — ${front}” and adds a pair (${locale}) ${alternateWidth(index)}`, async ({ page }, info) => {
    test.setTimeout(90_000);
    const m = await messages(locale);
    const fitsFront = new IntlMessageFormat(m['product.fits']!, locale).format({ vehicle: VEHICLE, position: 'front' }) as string;
    const pair = formatNote('sold-as-pair', locale);
    const mobile = info.project.name === 'mobile';
    await page.goto(prefix || '/');
    await hydrated(page);
    await chooseCivic(page, m);

    // The list narrowed to the front by the Position filter, worded in the page language.
    await page.goto(`${prefix}/2019-honda-civic/brake-rotors`);
    await hydrated(page);
    const panel = await refinements(page, mobile);
    const group = panel.locator('[data-refinement-id="c_position"]');
    await expect(group).toContainText(m['listing.refinement.c_position']!);
    const frontBox = group.getByLabel(new RegExp(`^${escape(front)}`));
    if (!(await frontBox.isVisible())) await group.getByRole('button', { name: new RegExp(`^${escape(m['listing.refinement.c_position']!)}`) }).click();
    await frontBox.check();
    await expect(page).toHaveURL(/refine=c_position%3Dfront/);
    if (mobile) await page.keyboard.press('Escape');

    // A card of a front rotor: the banner names the position, the note says it is a pair, the stepper starts at 2.
    const card = page.getByTestId('product-card').filter({ hasText: fitsFront }).filter({ has: page.getByRole('button', { name: m['product.addToCart'], exact: true }) }).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(pair);
    await expect(card.getByRole('spinbutton')).toHaveValue('2');
    const productId = await card.getAttribute('data-product-id');

    // Its page: the same banner, and the stepper steps by the pair.
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/2019-honda-civic/brake-rotors/${productId}`));
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-fitment', 'settled');
    await expect(page.getByTestId('fit-banner')).toHaveText(fitsFront);
    await expect(page.getByTestId('product-page')).toContainText(pair);
    const block = page.getByTestId('quantity-block');
    const quantity = block.getByRole('spinbutton');
    await expect(quantity).toHaveValue('2');
    await block.getByRole('button', { name: m['product.increase'], exact: true }).click();
    await expect(quantity).toHaveValue('4');
    await quantity.fill('5');
    await quantity.blur();
    await expect(quantity).toHaveValue('6');
    await block.getByRole('button', { name: m['product.decrease'], exact: true }).click();
    await expect(quantity).toHaveValue('4');

    // The cart holds the two pairs and its stepper keeps them whole.
    await block.getByRole('button', { name: m['product.addToCart'], exact: true }).click();
    const drawer = page.getByRole('dialog', { name: m['cart.drawerTitle'] });
    await expect(drawer).toBeVisible();
    const line = drawer.getByTestId('cart-line');
    await expect(line.getByRole('spinbutton')).toHaveValue('4');
    await line.getByRole('button', { name: m['cart.decrease']!.replace('{name}', ''), exact: false }).click();
    await expect(line.getByRole('spinbutton')).toHaveValue('2');
    await expect(line).toHaveAttribute('aria-busy', 'false');
    await expect(line.getByRole('button', { name: m['cart.decrease']!.replace('{name}', ''), exact: false })).toBeDisabled();
    await expect(page.getByTestId('cart-badge').filter({ visible: true })).toHaveText('2');
  });
}
