import { readdirSync, readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryBasket, placedOrderOf } from '../../../shared/cart/basket-arbitrary';
import { basketTotalFields, basketTotals } from '../../../shared/cart/basket-totals';
import type { OrderTax } from '../../../shared/checkout/order-totals';
import type { LocaleId } from '../../../shared/sites/config';
import { IntlProvider } from '../../i18n/intl';
import { RouterProvider } from '../../router/router';
import { OrderSummary as CartSummary } from '../cart/order-summary';
import { OrderDetails } from '../orders/order-details';
import { OrderSummary } from './order-summary';

function messages(locale: string): Record<string, string> {
  const dir = new URL(`../../../shared/i18n/messages/${locale}/`, import.meta.url);
  const out: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '');
    for (const [key, value] of Object.entries(JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>)) out[`${ns}.${key}`] = value;
  }
  return out;
}
const MESSAGES = Object.fromEntries((['en-US', 'en-CA', 'fr-CA', 'es-US'] as const).map((l) => [l, messages(l)]));

function render(node: ReactNode, locale: LocaleId): string {
  const prefix = locale === 'fr-CA' ? '/fr' : locale === 'es-US' ? '/es' : locale === 'en-CA' ? '/ca' : '';
  return renderToStaticMarkup(
    <RouterProvider serverHref={`http://localhost${prefix}/cart`}>
      <IntlProvider locale={locale} messages={MESSAGES[locale]!}>
        {node}
      </IntlProvider>
    </RouterProvider>,
  );
}

interface ShownRow {
  kind: string;
  label: string;
  value: string;
  /** The amount the shopper reads, minor units (FREE is 0), null for a row without one. */
  amount: number | null;
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

/** The summary rows as the shopper reads them: label and amount of each (every amount has cents, so its digits are its minor units). */
function shownRows(html: string, locale: LocaleId): ShownRow[] {
  const free = MESSAGES[locale]!['checkout.summary.free']!;
  return [...html.matchAll(/<div[^>]*data-row="([a-z-]+)"[^>]*><dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd><\/div>/g)].map(([, kind, dt, dd]) => {
    const value = text(dd!);
    const amount = kind === 'tax-pending' ? null : value === free ? 0 : Number(value.replace(/\D/g, ''));
    return { kind: kind!, label: text(dt!), value, amount };
  });
}

/** Total = the sum of the amounts shown above it; the total's label says "estimated" exactly while taxes are pending. */
function expectAddsUp(rows: ShownRow[], pending: boolean, estimatedLabel: string, finalLabel: string) {
  const total = rows.at(-1)!;
  expect(total.kind).toBe('total');
  expect(rows.slice(0, -1).reduce((sum, r) => sum + (r.amount ?? 0), 0)).toBe(total.amount);
  expect(rows.some((r) => r.kind === 'tax-pending')).toBe(pending);
  expect(total.label).toBe(pending ? estimatedLabel : finalLabel);
}

/** Tax names and percent per locale (decision 247). */
const TAX_LABEL: Record<LocaleId, RegExp> = {
  'en-CA': /^(GST|HST|PST|QST) \(\d+(\.\d+)?%\) [A-Z]{2}$/,
  'fr-CA': /^(TPS|TVH|TVP|TVQ) \(\d+(,\d+)?\u00a0%\) [A-Z]{2}$/,
  'en-US': /^Sales tax \([A-Z]{2} \d+(\.\d+)?%\)$/,
  'es-US': /^Impuesto sobre las ventas \([A-Z]{2} \d+(\.\d+)?%\)$/,
};

describe('every summary the shopper reads adds up, in every locale (decision 244)', () => {
  it('checkout, before and after the address: subtotal + shipping + each shown tax line = total', () => {
    fc.assert(
      fc.property(arbitraryBasket(), (g) => {
        const m = MESSAGES[g.locale]!;
        for (const state of [null, g.deliveryState]) {
          const totals = basketTotals(g.basket, state);
          const rows = shownRows(render(<OrderSummary totals={totals} currency={g.basket.currency} locale={g.locale} />, g.locale), g.locale);
          expectAddsUp(rows, totals.taxPending, m['checkout.summary.estimatedTotal']!, m['checkout.summary.total']!);
          for (const r of rows.filter((r) => r.kind === 'tax')) expect(r.label).toMatch(TAX_LABEL[g.locale]);
          const pending = rows.find((r) => r.kind === 'tax-pending');
          if (pending) expect(pending.value).toBe(m['checkout.summary.taxesPending']);
        }
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it('cart: the same identity on the basket the cart API answers', () => {
    fc.assert(
      fc.property(arbitraryBasket(), (g) => {
        const m = MESSAGES[g.locale]!;
        const basket = { ...g.basket, ...basketTotalFields(basketTotals(g.basket)) };
        const rows = shownRows(render(<CartSummary basket={basket} locale={g.locale} />, g.locale), g.locale);
        expectAddsUp(rows, basket.c_taxPending, m['cart.estimatedTotal']!, m['cart.estimatedTotal']!);
        for (const r of rows.filter((r) => r.kind === 'tax')) expect(r.label).toMatch(TAX_LABEL[g.locale]);
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it('confirmation and order status: a placed order, every tax known', () => {
    fc.assert(
      fc.property(arbitraryBasket(), (g) => {
        const m = MESSAGES[g.locale]!;
        const rows = shownRows(render(<OrderDetails order={placedOrderOf(g)} locale={g.locale} />, g.locale), g.locale);
        expectAddsUp(rows, false, m['checkout.summary.estimatedTotal']!, m['checkout.summary.total']!);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('names taxes in the shopper\u2019s language with the locale\u2019s percent (issue 25 examples)', () => {
    const on = { stateCode: 'ON', kind: 'HST' as const, pcm: 13000, amount: 312 };
    const qc = [{ stateCode: 'QC', kind: 'GST' as const, pcm: 5000, amount: 100 }, { stateCode: 'QC', kind: 'QST' as const, pcm: 9975, amount: 200 }];
    const ca = { stateCode: 'CA', kind: 'STATE' as const, pcm: 7250, amount: 725 };
    const labels = (taxes: OrderTax[], locale: LocaleId, currency: 'CAD' | 'USD') =>
      shownRows(render(<OrderSummary totals={{ productSubtotal: 10_000, shippingTotal: 0, coreDepositTotal: 0, taxes, orderTotal: 10_000 + taxes.reduce((s, t) => s + t.amount, 0), taxPending: false }} currency={currency} locale={locale} />, locale), locale)
        .filter((r) => r.kind === 'tax')
        .map((r) => r.label);
    expect(labels([on], 'fr-CA', 'CAD')).toEqual(['TVH (13\u00a0%) ON']);
    expect(labels([on], 'en-CA', 'CAD')).toEqual(['HST (13%) ON']);
    expect(labels(qc, 'fr-CA', 'CAD')).toEqual(['TPS (5\u00a0%) QC', 'TVQ (9,975\u00a0%) QC']);
    expect(labels(qc, 'en-CA', 'CAD')).toEqual(['GST (5%) QC', 'QST (9.975%) QC']);
    expect(labels([{ stateCode: 'BC', kind: 'PST', pcm: 7000, amount: 1 }], 'fr-CA', 'CAD')).toEqual(['TVP (7\u00a0%) BC']);
    expect(labels([ca], 'en-US', 'USD')).toEqual(['Sales tax (CA 7.25%)']);
    expect(labels([ca], 'es-US', 'USD')).toEqual(['Impuesto sobre las ventas (CA 7.25%)']);
  });

  it('issue 25: a delivery line and a pickup line before the address show the pickup store\u2019s tax and an estimated total equal to the parts', () => {
    const rows = shownRows(
      render(<OrderSummary totals={{ productSubtotal: 8798, shippingTotal: 999, coreDepositTotal: 0, taxes: [{ stateCode: 'ON', kind: 'HST', pcm: 13000, amount: 312 }], orderTotal: 8798 + 999 + 312, taxPending: true }} currency="CAD" locale="en-CA" />, 'en-CA'),
      'en-CA',
    );
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Subtotal', '$87.98'],
      ['Shipping', '$9.99'],
      ['HST (13%) ON', '$3.12'],
      ['Taxes on delivered items', 'Calculated with your address'],
      ['Estimated total', '$101.09'],
    ]);
  });
});
