import { describe, expect, it } from 'vitest';
import messages from '../../shared/i18n/generated/messages.json';
import type { Store } from '../../shared/types/store';
import { get, getPage } from './http';

type Locale = 'en-US' | 'en-CA' | 'fr-CA' | 'es-US';
const m = (locale: Locale, id: string) => (messages as Record<Locale, Record<string, string>>)[locale][id]!;
const SITE: Record<Locale, string> = { 'en-US': 'axle-us', 'es-US': 'axle-us', 'en-CA': 'axle-ca', 'fr-CA': 'axle-ca' };
const DISABLED = 'sepa,bancontact,eps,giropay,ideal,mybank,p24,blik,card,credit,venmo';

/** The page without its scripts (the boot data carries the API's raw "9am - 9:00pm" texts). */
const visible = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

async function phrases(q: string, locale: Locale): Promise<string[]> {
  const res = await get(`/api/search/suggestions?q=${encodeURIComponent(q)}&site=${SITE[locale]}&locale=${locale}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { phrases: string[] }).phrases;
}

describe('search suggestions speak the shopper’s language (issue 25)', () => {
  it('offers only English completions on en-US: "oil filters", never "oil filtres" or "oil filtros"', async () => {
    const en = await phrases('oil fil', 'en-US');
    expect(en).toContain('oil filters');
    for (const phrase of en) expect(phrase).not.toMatch(/filtre|filtro/);
  });

  it('offers only Spanish words on es-US and French words on fr-CA', async () => {
    const es = await phrases('filtro de ac', 'es-US');
    expect(es).toContain('filtro de aceite');
    expect(await phrases('oil fil', 'es-US')).toEqual([]);
    const fr = await phrases('fil', 'fr-CA');
    expect(fr.length).toBeGreaterThan(0);
    for (const phrase of fr) expect(phrase).not.toMatch(/filters?\b|filtros?\b/);
    for (const phrase of await phrases('fil', 'es-US')) expect(phrase).not.toMatch(/filters?\b|filtres?\b/);
  });

  it('answers the Shopper Search suggested phrases from the locale too', async () => {
    const res = await get('/search/shopper-search/v1/organizations/f_ecom_axle/search-suggestions?q=oil%20fil&siteId=axle-us&locale=en-US');
    const body = (await res.json()) as { productSuggestions: { suggestedPhrases: { phrase: string }[] } };
    for (const { phrase } of body.productSuggestions.suggestedPhrases) expect(phrase).not.toMatch(/filtre|filtro/);
  });
});

describe('hosted card fields in the shopper’s language (issue 25)', () => {
  it.each(['en-US', 'en-CA', 'fr-CA', 'es-US'] as const)('%s: the expiry placeholder matches its label and funding sources carry names', async (locale) => {
    const html = await (await get(`/test-pay/fields?locale=${locale}&disable-funding=${DISABLED}`)).text();
    const label = m(locale, 'checkout.payment.expiry');
    const format = /\((.+)\)/.exec(label)![1]!;
    expect(html).toContain(`>${label}</label>`);
    expect(html).toMatch(new RegExp(`id="expiry"[^>]*placeholder="${format.replace('/', '\\/')}"`));
    const marks = [...html.matchAll(/<li data-funding="[a-z]+">([^<]*)<\/li>/g)].map((match) => match[1]);
    expect(marks).toEqual([m(locale, 'checkout.payment.funding.paypal'), m(locale, 'checkout.payment.funding.paylater'), 'Apple Pay']);
    // The provider's funding-source ids never show as text.
    expect(html).not.toMatch(/>\s*(paypal|paylater|applepay)\b/);
  });

  it('reads MM/AA on fr-CA and es-US', async () => {
    for (const locale of ['fr-CA', 'es-US']) expect(await (await get(`/test-pay/fields?locale=${locale}`)).text()).toContain('placeholder="MM/AA"');
  });
});

describe('store names agree with the locale’s brand (issue 25)', () => {
  it('names Canadian stores "Axle Pièces Auto — …" in French and "Axle Auto Parts — …" in English', async () => {
    const fr = (await (await get('/api/stores/default?site=axle-ca&locale=fr-CA')).json()) as Store;
    const en = (await (await get('/api/stores/default?site=axle-ca&locale=en-CA')).json()) as Store;
    expect(fr.id).toBe(en.id);
    expect(en.name).toMatch(/^Axle Auto Parts — /);
    expect(fr.name).toBe(en.name.replace('Axle Auto Parts', 'Axle Pièces Auto'));
  });

  it('renders the French store page with the French brand in its heading, title and footer', async () => {
    const html = await (await getPage('/ca/fr/pages/store-locator/101')).text();
    expect(html).toContain('Axle Pièces Auto — Toronto Queen St</h1>');
    expect(html).toContain('<title>Axle Pièces Auto — Toronto Queen St | Trouver un magasin | Axle Pièces Auto</title>');
    expect(html).toContain('Axle Pièces Auto. Tous droits réservés.');
    expect(visible(html)).not.toContain('Axle Auto Parts');
  });
});

describe('store hours in the locale, in the first HTML (issue 25)', () => {
  it('prints the French store page’s hours as French time ranges, never "8:00am - 8pm"', async () => {
    const html = await (await getPage('/ca/fr/pages/store-locator/101')).text();
    const hours = [...html.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map((match) => match[1]!.replace(/[\u00a0\u202f\u2009]/g, ' '));
    expect(hours.length).toBeGreaterThanOrEqual(7);
    expect(hours.filter((text) => /^\d{1,2} h \d\d – \d{1,2} h \d\d$/.test(text)).length).toBeGreaterThanOrEqual(6);
    expect(visible(html)).not.toMatch(/\d(am|pm)\b/);
  });

  it('prints the US store page’s hours in the US and Spanish ways', async () => {
    const stores = (await (await get('/api/stores/default?site=axle-us&locale=en-US')).json()) as Store;
    const en = await (await getPage(`/pages/store-locator/${stores.id}`)).text();
    const es = await (await getPage(`/es/pages/store-locator/${stores.id}`)).text();
    const plain = (html: string) => html.replace(/[\u00a0\u202f\u2009]/g, ' ');
    expect(plain(en)).toMatch(/<dd[^>]*>\d{1,2}:\d\d (AM|PM) – \d{1,2}:\d\d (AM|PM)<\/dd>/);
    expect(plain(es)).toMatch(/<dd[^>]*>\d{1,2}:\d\d (a|p)\. ?m\. – \d{1,2}:\d\d (a|p)\. ?m\.<\/dd>/);
    expect(visible(es)).not.toMatch(/\d(am|pm)\b/);
  });
});
