import { expect, test } from '@playwright/test';
import { hydrated } from './vehicle-helpers';
import { alternateWidth } from './widths';

/** Messages of the namespaces this journey reads, keyed namespace.key. */
async function messages(locale: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const ns of ['pdp', 'listing']) {
    const file = (await import(`../../shared/i18n/messages/${locale}/${ns}.json`, { with: { type: 'json' } })).default as Record<string, string>;
    for (const [key, value] of Object.entries(file)) out[`${ns}.${key}`] = value;
  }
  return out;
}

// A rear semi-metallic brake pad set of the seeded catalogue; one of its fitments, the 2018 Honda
// Fit, is for cars built after June 2018.
const PAD = 'AX-BRK-100001';

const LOCALES = [
  {
    locale: 'fr-CA',
    prefix: '/ca/fr',
    specs: [['Position', 'Arrière'], ['Matériau de friction', 'Semi-métallique']],
    rear: 'Arrière',
    builtAfter: 'Fabriqué après juin 2018',
  },
  {
    locale: 'es-US',
    prefix: '/es',
    specs: [['Posición', 'Trasero'], ['Material de fricción', 'Semimetálico']],
    rear: 'Trasero',
    builtAfter: 'Fabricado después de junio de 2018',
  },
] as const;

for (const [index, l] of LOCALES.entries()) {
  test(`catalogue words in ${l.locale}: specifications, a fitment note's month and the size filter ${alternateWidth(index)}`, async ({ page, isMobile }, testInfo) => {
    const m = await messages(l.locale);
    await page.goto(`${l.prefix}/product/${PAD}`);
    await hydrated(page);

    // Specifications: labels and values in the page language.
    const specs = page.getByRole('region', { name: m['pdp.specifications'] });
    for (const [label, value] of l.specs) {
      await expect(specs.locator('dt', { hasText: label })).toBeVisible();
      await expect(specs.locator('dd', { hasText: value }).first()).toBeVisible();
    }
    await expect(specs).not.toContainText('Friction Material');

    // The compatible vehicles table words the production month in the locale.
    await page.getByRole('button', { name: new RegExp(`^${m['pdp.compatibleVehicles']}`) }).click();
    const vehicles = page.getByTestId('compatible-vehicles');
    await vehicles.getByRole('searchbox').fill('2018 Honda Fit');
    await expect(vehicles.getByRole('row').filter({ hasText: 'Fit' }).first()).toContainText(l.builtAfter);

    // The size filter reads in the locale; choosing a value keeps the canonical one in the URL.
    const mobile = isMobile || testInfo.project.name === 'mobile';
    await page.goto(`${l.prefix}/2018-honda-fit/brake-pads`);
    await hydrated(page);
    const filters = mobile ? page.getByRole('dialog', { name: m['listing.filters'] }) : page.getByTestId('refinements');
    if (mobile) await page.getByTestId('filters-button').click();
    // The Size group's value: the Position filter words Rear alike (decision 287).
    const size = filters.locator('[data-refinement-id="c_size"]');
    await size.getByLabel(new RegExp(`^${l.rear}`)).check();
    await expect(page).toHaveURL(/refine=c_size%3DRear/);
    await expect(size.getByLabel(new RegExp(`^${l.rear}`))).toBeChecked();
  });
}
