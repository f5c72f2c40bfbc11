import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { OrdersPage } from '../../../shared/account/account-page-data';
import type { Order } from '../../../shared/checkout/order';
import type { LocaleId } from '../../../shared/sites/config';
import { IntlProvider } from '../../i18n/intl';
import { RouterProvider } from '../../router/router';
import { AccountMenuNav } from './account-menu-nav';
import { OrderHistory } from './order-history';
import { AddressBook } from './address-book';

function messages(locale: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const ns of ['account', 'common', 'orders', 'fulfilment']) {
    const file = JSON.parse(readFileSync(new URL(`../../../shared/i18n/messages/${locale}/${ns}.json`, import.meta.url), 'utf8')) as Record<string, string>;
    for (const [key, value] of Object.entries(file)) out[`${ns}.${key}`] = value;
  }
  return out;
}

function render(node: ReactNode, href: string, locale: LocaleId = 'fr-CA'): string {
  return renderToStaticMarkup(
    <RouterProvider serverHref={href}>
      <IntlProvider locale={locale} messages={messages(locale)}>
        {node}
      </IntlProvider>
    </RouterProvider>,
  );
}

const order = {
  orderNo: 'AX0000000001',
  siteId: 'axle-ca',
  currency: 'CAD',
  status: 'new',
  paymentStatus: 'paid',
  creationDate: '2026-03-05T12:00:00.000Z',
  productItems: [
    { itemId: 'a', productId: 'P1', productName: 'Plaquettes de frein', quantity: 2, basePrice: 123456, price: 246912, shipmentId: 'delivery', c_shipmentType: 'delivery' },
    { itemId: 'b', productId: 'P2', productName: 'Balai d’essuie-glace', quantity: 1, basePrice: 1500, price: 1500, shipmentId: 'pickup', c_shipmentType: 'pickup' },
  ],
  shipments: [
    { shipmentId: 'delivery', c_shipmentType: 'delivery' },
    { shipmentId: 'pickup', c_shipmentType: 'pickup', c_pickupReadyTime: { date: '2026-03-05', weekday: 4, minutes: 8 * 60, nextDay: false } },
  ],
  productSubTotal: 248412,
  shippingTotal: 0,
  taxTotal: 0,
  orderTotal: 248412,
} as unknown as Order;

describe('account menu', () => {
  it('links every section on the shopper’s site, marks the current one, and offers Logout as an action', () => {
    const html = render(<AccountMenuNav current="orderHistory" />, '/ca/fr/account/order-history');
    expect(html).toContain('href="/ca/fr/account/billing-and-shipping"');
    expect(html).toMatch(/href="\/ca\/fr\/account\/order-history"[^>]*aria-current="page"[^>]*>Historique des commandes</);
    expect(html.match(/aria-current="page"/g)).toHaveLength(2); // side list and compact menu
    expect(html).toMatch(/<button type="button"[^>]*>Déconnexion<\/button>/);
    expect(html).toContain('Menu du compte : Historique des commandes');
  });
});

describe('order history', () => {
  it('shows each order with number, date, status, lines with shipment type, and totals in the locale’s format', () => {
    const page: OrdersPage = { orders: [order], total: 11, offset: 0, limit: 10 };
    const html = render(<OrderHistory page={page} />, '/ca/fr/account/order-history');
    expect(html).toContain('Commande AX0000000001');
    expect(html).toContain('Passée le 5 mars 2026');
    expect(html).toContain('Statut de la commande : <strong>En traitement</strong> · Payée');
    // The pickup shipment's ready time, with FREE (document 1 §4).
    expect(html).toMatch(/Prêt le jeu\. 5 mars à 8 h 00<\/span><strong[^>]*>GRATUIT</);
    expect(html).toContain('Plaquettes de frein');
    expect(html).toContain('Ramassage en magasin');
    expect(html).toMatch(/2\.484,12\s\$/); // fr-CA: a dot for thousands (document 1 §9)
    expect(html).toContain('Page 1 de 2');
    expect(html).toContain('href="/ca/fr/account/order-history?page=2"');
  });

  it('says when there are no orders', () => {
    const html = render(<OrderHistory page={{ orders: [], total: 0, offset: 0, limit: 10 }} />, '/account/order-history', 'en-US');
    expect(html).toContain('You have not placed any orders yet.');
  });
});

describe('address book', () => {
  it('offers edit and preferred only for addresses of the site’s country', () => {
    const base = { firstName: 'Ana', lastName: 'Roy', address1: '1 Front St W', address2: null, phone: null, preferred: false };
    const addresses = [
      { ...base, addressId: 'home', city: 'Toronto', countryCode: 'CA' as const, stateCode: 'ON', postalCode: 'M5J 2X1', preferred: true },
      { ...base, addressId: 'ny', city: 'New York', countryCode: 'US' as const, stateCode: 'NY', postalCode: '10001' },
    ];
    const html = render(<AddressBook addresses={addresses} allowedStates={[]} enableAutocomplete={false} />, '/ca/account/billing-and-shipping', 'en-CA');
    const [toronto, newYork] = html.split('New York');
    expect(toronto).toContain('>Edit<');
    expect(toronto).toContain('>Preferred<');
    expect(newYork).toContain('Saved on our other country');
    expect(newYork).not.toContain('>Edit<');
    expect(newYork).not.toContain('Set as Preferred');
    expect(newYork).toContain('>Delete<');
  });
});
