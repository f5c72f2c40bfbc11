import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './vehicle-helpers';
import { alternateWidth } from './widths';

/**
 * Issue 25: every word and number in the shopper's language. One journey per locale (each at one
 * width, alternating, decision 231): the store locator's hours and distances, the ratings of a
 * list, the checkout's province or state list and card fields, and the language switcher, with
 * no hydration mismatch on any page (the server and the browser print the same text).
 */

type Locale = 'en-US' | 'es-US' | 'en-CA' | 'fr-CA';

async function messages(locale: Locale): Promise<Record<string, string>> {
  const load = async (ns: string) => (await import(`../../shared/i18n/messages/${locale}/${ns}.json`, { with: { type: 'json' } })).default as Record<string, string>;
  const namespaces = ['checkout', 'stores', 'product', 'shell', 'regions'];
  const files = await Promise.all(namespaces.map(load));
  return Object.fromEntries(namespaces.flatMap((ns, i) => Object.entries(files[i]!).map(([k, v]) => [`${ns}.${k}`, v])));
}

// ICU puts narrow no-break and thin spaces in times, units and numbers; the patterns use plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ').trim();

const JOURNEYS: {
  locale: Locale;
  prefix: string;
  site: 'axle-us' | 'axle-ca';
  postal: string;
  hours: RegExp;
  distance: RegExp;
  rating: RegExp;
  /** A rating average as the locale writes it. */
  decimal: string;
  regions: string[];
}[] = [
  {
    locale: 'en-US', prefix: '', site: 'axle-us', postal: '75202',
    hours: /^\d{1,2}:\d\d (AM|PM) – \d{1,2}:\d\d (AM|PM)$/, distance: /^\d+\.\d mi$/, rating: /^Rated \d\.\d out of 5$/, decimal: '\\d\\.\\d',
    regions: ['North Carolina', 'New York', 'Louisiana'],
  },
  {
    locale: 'es-US', prefix: '/es', site: 'axle-us', postal: '75202',
    hours: /^\d{1,2}:\d\d (a|p)\. ?m\. – \d{1,2}:\d\d (a|p)\. ?m\.$/, distance: /^\d+\.\d mi$/, rating: /^Calificación de \d\.\d de 5$/, decimal: '\\d\\.\\d',
    regions: ['Carolina del Norte', 'Nueva York', 'Luisiana', 'Pensilvania'],
  },
  {
    locale: 'en-CA', prefix: '/ca', site: 'axle-ca', postal: 'M5J 2X1',
    hours: /^\d{1,2}:\d\d (a|p)\.m\. ?– ?\d{1,2}:\d\d (a|p)\.m\.$/, distance: /^\d+\.\d km$/, rating: /^Rated \d\.\d out of 5$/, decimal: '\\d\\.\\d',
    regions: ['British Columbia', 'Quebec', 'Prince Edward Island'],
  },
  {
    locale: 'fr-CA', prefix: '/ca/fr', site: 'axle-ca', postal: 'M5J 2X1',
    hours: /^\d{1,2} h \d\d – \d{1,2} h \d\d$/, distance: /^\d+,\d km$/, rating: /^Noté \d,\d sur 5$/, decimal: '\\d,\\d',
    regions: ['Colombie-Britannique', 'Québec', 'Île-du-Prince-Édouard', 'Terre-Neuve-et-Labrador'],
  },
];

const ENDONYMS = { 'en-US': 'English (United States)', 'es-US': 'Español (EE. UU.)', 'en-CA': 'English (Canada)', 'fr-CA': 'Français (Canada)' };

/** Console warnings of React's recoverable hydration errors (client/entry.tsx logs them as "hydration"). */
function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('hydration')) warnings.push(`${page.url()}: ${message.text()}`);
  });
  return warnings;
}

/** Puts one in-stock part in the guest's cart through the cart API, from the browser (its session cookie). */
async function addPartToCart(page: Page, site: string): Promise<void> {
  await page.evaluate(async (site) => {
    const search = await fetch(`/search/shopper-search/v1/organizations/f_ecom_axle/product-search?siteId=${site}&q=filter&limit=20`);
    const { hits } = (await search.json()) as { hits: { productId: string; ats: number; orderable: boolean; hitType: string }[] };
    for (const hit of hits.filter((h) => h.hitType === 'product' && h.orderable && h.ats > 5)) {
      const res = await fetch(`/api/cart/items?site=${site}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines: [{ productId: hit.productId, quantity: 1 }], shipmentType: 'delivery', storeId: null, vehicle: null }),
      });
      if (res.ok) return;
    }
    throw new Error('no part could be added');
  }, site);
}

for (const [index, journey] of JOURNEYS.entries()) {
  const { locale, prefix } = journey;
  test(`store hours, distances, ratings, the province or state list and the card fields read in ${locale} ${alternateWidth(index)}`, async ({ page }) => {
    test.setTimeout(90_000);
    const m = await messages(locale);
    const warnings = hydrationWarnings(page);

    // Store locator: the first store's weekly hours, then the distances of a postal-code search.
    await page.goto(`${prefix}/pages/store-locator`);
    await hydrated(page);
    const card = page.getByTestId('store-card').first();
    await card.getByText(m['stores.hours']!, { exact: true }).click();
    const hours = (await card.locator('dd').allTextContents()).map(plain);
    expect(hours).toHaveLength(7);
    for (const day of hours) expect(day === m['stores.closedDay'] || journey.hours.test(day), `"${day}"`).toBe(true);
    expect(hours.filter((day) => journey.hours.test(day)).length).toBeGreaterThanOrEqual(5);
    const form = page.getByRole('search', { name: m['stores.search.formLabel'] });
    await form.getByLabel(m[journey.site === 'axle-ca' ? 'stores.search.postalLabel' : 'stores.search.zipLabel']!).fill(journey.postal);
    await form.getByRole('button', { name: m['stores.search.submit'], exact: true }).click();
    await expect(page.getByTestId('store-distance').first()).toBeVisible();
    const distances = (await page.getByTestId('store-distance').allTextContents()).map(plain);
    for (const distance of distances) expect(distance).toMatch(journey.distance);

    // A list's ratings, as a screen reader reads them.
    await page.goto(`${prefix}/category/oil-filters`);
    await hydrated(page);
    await expect(page.getByTestId('card-rating').first()).toBeVisible();
    const ratings = (await page.getByTestId('card-rating').evaluateAll((buttons) => buttons.map((b) => b.querySelector('span')?.textContent ?? ''))).map(plain);
    for (const rating of ratings) expect(rating).toMatch(journey.rating);

    // The product page's rating summary, "3.3 (3)" or "3,3 (3)".
    const productId = await page.getByTestId('card-rating').first().evaluate((button) => button.closest<HTMLElement>('[data-product-id]')!.dataset.productId!);
    await page.goto(`${prefix}/product/${productId}`);
    await hydrated(page);
    const summary = page.getByRole('button', { name: new RegExp(`^${journey.decimal}`) });
    await expect(summary).toBeVisible();
    expect(plain((await summary.textContent())!)).toMatch(new RegExp(`^${journey.decimal} \\(\\d+\\)$`));

    // The language switcher names each language in itself, with its lang.
    const switcher = page.getByRole('banner').getByRole('button', { name: m['shell.locale.label']!.replace('{name}', ENDONYMS[locale]) });
    await switcher.click();
    for (const [id, name] of Object.entries(ENDONYMS)) {
      const item = page.getByRole('menuitemradio', { name });
      await expect(item).toBeVisible();
      await expect(item.locator(`[lang="${id}"]`)).toHaveText(name);
    }
    await page.keyboard.press('Escape');

    // Checkout: the province or state list in the shopper's language and alphabetical order.
    await addPartToCart(page, journey.site);
    await page.goto(`${prefix}/checkout`);
    await hydrated(page);
    const select = page.getByLabel(m[journey.site === 'axle-ca' ? 'checkout.address.province' : 'checkout.address.state']!).first();
    await expect(select.locator('option')).toHaveCount(journey.site === 'axle-ca' ? 14 : 52);
    const names = (await select.locator('option').allTextContents()).slice(1);
    for (const name of journey.regions) expect(names).toContain(name);
    expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
    await select.selectOption(journey.site === 'axle-ca' ? 'QC' : 'NC');
    await expect(select.locator('option:checked')).toHaveText(m[journey.site === 'axle-ca' ? 'regions.CA.QC' : 'regions.US.NC']!);

    // The hosted card fields: the expiry placeholder matches its label; funding sources by name.
    const fields = page.frameLocator(`iframe[title="${m['checkout.payment.frameTitle']}"]`);
    const expiry = fields.getByLabel(m['checkout.payment.expiry']!);
    await expect(expiry).toHaveAttribute('placeholder', /\((.+)\)/.exec(m['checkout.payment.expiry']!)![1]!);
    const marks = fields.getByRole('list', { name: m['checkout.payment.acceptedFunding'] }).getByRole('listitem');
    await expect(marks).toHaveText([m['checkout.payment.funding.paypal']!, m['checkout.payment.funding.paylater']!, 'Apple Pay']);

    expect(warnings).toEqual([]);
  });
}
