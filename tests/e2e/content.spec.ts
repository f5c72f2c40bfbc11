import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './vehicle-helpers';

async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const crumbs = (page: Page, label = 'Breadcrumb') => page.getByRole('navigation', { name: label });

/** Each run writes from its own address, so the contact rate limit (5 per 10 minutes) counts it alone. */
async function ownClientIp(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}` });
}

test.describe('content pages and contact', () => {
  test('en-US: reads a policy, an FAQ and a how-to article, then sends a contact message (no captcha while the site has it off) @desktop', async ({ page }) => {
    await ownClientIp(page);
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(crumbs(page).getByRole('link', { name: 'Policy' })).toHaveAttribute('href', '/pages/policy');
    await expect(page.getByText('Payment card numbers are handled by our payment provider')).toBeVisible();
    await crumbs(page).getByRole('link', { name: 'Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Store Policies' })).toBeVisible();
    await page.getByRole('link', { name: /Return Policy/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible();

    await footer.getByRole('link', { name: 'Shipping FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How long does shipping take?' })).toBeVisible();
    await page.getByRole('link', { name: 'How do I track my order?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How do I track my order?' })).toBeVisible();
    await expect(crumbs(page).getByRole('link', { name: 'Shipping & Delivery' })).toBeVisible();

    await footer.getByRole('link', { name: 'Resources' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await page.getByRole('link', { name: 'Brakes', exact: true }).click();
    await expect(page).toHaveURL(/category=brakes/);
    await page.getByRole('link', { name: /How to Replace Brake Pads/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How to Replace Brake Pads' })).toBeVisible();
    await expect(page.getByText('Never work under a vehicle held up only by a jack.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Push the caliper piston back' })).toBeVisible();
    await expectAccessible(page);

    // The contact page: send stays disabled until the form is touched; the site preference
    // recaptchaEnabled is off, so no captcha is shown or asked for (document 1 §2.7).
    await page.getByRole('link', { name: 'Contact us', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const form = page.getByTestId('contact-form');
    const sendButton = form.getByRole('button', { name: 'Send' });
    await expect(sendButton).toBeDisabled();
    await expect(form.getByLabel('Subject')).toHaveValue('Order status');
    await form.getByLabel('First Name').fill('Dana');
    await form.getByLabel('Email').fill('dana@example');
    await form.getByLabel('Email').blur();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await form.getByLabel('Email').fill('dana@example.com');
    await expect(form.getByText('Please enter a valid email address.')).toBeHidden();
    await form.getByLabel('Subject').selectOption('Part fitment question');
    await form.getByLabel('Message').fill('Do your ceramic pads fit a 2019 Honda Civic?');
    await expect(form.getByRole('checkbox', { name: "I'm not a robot" })).toHaveCount(0);
    await expect(sendButton).toBeEnabled();
    await sendButton.click();
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
    await expect(form.getByLabel('First Name')).toHaveValue('');
    await expect(form.getByLabel('Subject')).toHaveValue('Order status');
    await expect(sendButton).toBeDisabled();
  });

  test('fr-CA: reads a policy, an FAQ and an article, and writes to us from the empty-results Contact link @mobile', async ({ page }) => {
    await ownClientIp(page);
    await page.goto('/ca/fr/pages/policy');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Politiques du magasin' })).toBeVisible();
    await page.getByRole('link', { name: /Conditions générales/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales' })).toBeVisible();
    await page.getByRole('article').getByRole('link', { name: 'politique de confidentialité', exact: true }).click();
    await expect(page).toHaveURL(/\/ca\/fr\/pages\/policy\/privacy-policy$/);
    await expect(page.getByText('Loi 25')).toBeVisible();

    await page.goto('/ca/fr/pages/faq/returns/can-i-return-a-part');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Puis-je retourner une pièce?' })).toBeVisible();
    await page.getByRole('link', { name: 'Qu’est-ce qu’une consigne?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Qu’est-ce qu’une consigne?' })).toBeVisible();

    await page.goto('/ca/fr/pages/resources');
    await hydrated(page);
    await page.getByRole('link', { name: /Comment faire la vidange d’huile/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Comment faire la vidange d’huile' })).toBeVisible();
    await expect(crumbs(page, "Fil d'Ariane").getByRole('link', { name: 'Ressources' })).toBeVisible();

    await page.goto('/ca/fr/search?q=zzqxjv');
    await hydrated(page);
    await page.getByTestId('empty-results').getByRole('link', { name: 'Contact' }).click();
    const modal = page.getByTestId('contact-modal');
    await expect(modal.getByRole('heading', { name: 'Nous joindre' })).toBeVisible();
    await expect(modal.getByLabel('Objet')).toHaveValue('État de la commande');
    await expectAccessible(page);
    await modal.getByLabel('Prénom').fill('Sophie');
    await modal.getByLabel('Courriel').fill('sophie@exemple.ca');
    await modal.getByLabel('Message').fill('Avez-vous des balais d’essuie-glace pour une Corolla 2018?');
    await expect(modal.getByRole('checkbox', { name: 'Je ne suis pas un robot' })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Merci! Votre message a été envoyé.')).toBeVisible();
    await expect(modal).toBeHidden();
  });
});

test.describe('site redirect', () => {
  test('a Canadian visitor on the US site is offered the Canadian site once, keeping the path', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'MF-CF-Blob': JSON.stringify({ country: 'CA', clientAcceptEncoding: '' }) } });
    const page = await context.newPage();
    await page.goto('/pages/about-us');
    const modal = page.getByTestId('site-redirect-modal');
    await expect(modal.getByRole('heading', { name: 'Shopping from Canada?' })).toBeVisible();
    await expect(modal.getByText('prices in Canadian dollars')).toBeVisible();
    await modal.getByRole('button', { name: 'Stay on the US site' }).click();
    await expect(modal).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'About Axle Auto Parts' })).toBeVisible();
    await expect(page.getByTestId('site-redirect-modal')).toBeHidden();

    // A new tab is a new session: the offer comes back, and choosing Canada keeps the path.
    const second = await context.newPage();
    await second.goto('/pages/policy/return-policy');
    await second.getByTestId('site-redirect-modal').getByRole('button', { name: 'Go to the Canadian site' }).click();
    await expect(second).toHaveURL(/\/ca\/pages\/policy\/return-policy$/);
    await expect(second.getByText('or bring it to any Axle store.')).toBeVisible();
    await hydrated(second);
    await expect(second.getByTestId('site-redirect-modal')).toBeHidden();
    await context.close();
  });

  test('a US visitor on the French Canadian site is offered the US site in French', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'MF-CF-Blob': JSON.stringify({ country: 'US', asn: 7922, colo: 'IAD', clientAcceptEncoding: '' }) } });
    const page = await context.newPage();
    await page.goto('/ca/fr/pages/about-us');
    const modal = page.getByTestId('site-redirect-modal');
    await expect(modal.getByRole('heading', { name: 'Vous magasinez des États-Unis?' })).toBeVisible();
    await modal.getByRole('button', { name: 'Rester sur le site canadien' }).click();
    await expect(modal).toBeHidden();
    await context.close();
  });
});
