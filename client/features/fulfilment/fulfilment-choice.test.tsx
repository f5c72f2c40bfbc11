import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DeliveryOptions } from '../../../shared/types/stock';
import type { StoreResult } from '../../../shared/types/store';
import { IntlProvider } from '../../i18n/intl';
import { FulfilmentChoice } from './fulfilment-choice';

function messages(locale: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const ns of ['fulfilment', 'stores']) {
    const file = JSON.parse(readFileSync(new URL(`../../../shared/i18n/messages/${locale}/${ns}.json`, import.meta.url), 'utf8')) as Record<string, string>;
    for (const [key, value] of Object.entries(file)) out[`${ns}.${key}`] = value;
  }
  return out;
}

const store = {
  id: '102',
  name: 'Axle Auto Parts — Toronto Danforth',
  isOpen: false,
  c_openState: { isOpen: false, nextOpen: { date: '2026-06-11', weekday: 4, minutes: 480, isToday: false, isTomorrow: true } },
  c_pickupReadyTime: { date: '2026-06-11', weekday: 4, minutes: 540, nextDay: true },
} as unknown as StoreResult;

function stock(delivery: number, pickup: number | null): DeliveryOptions {
  return {
    productId: 'P1',
    delivery: { available: delivery > 0, availableStock: delivery, inventoryListID: 'online-ca', shippingMethod: { method: 'standard', estimatedTime: '3-7 business days' } },
    pickup: pickup === null ? null : { available: pickup > 0, storeId: '102', availableStock: pickup, inventoryListID: 'inv-store-102', shippingApiStoreId: 'SHIP-CA-102', store },
    storeStockList: [],
    leastAvailableProduct: { productId: 'P1', availableStock: pickup ?? 0 },
  };
}

function render(data: DeliveryOptions | null, { pickupOffered = true, locale = 'en-CA' } = {}): string {
  const noop = () => {};
  return renderToStaticMarkup(
    <IntlProvider locale={locale as 'en-CA'} messages={messages(locale)}>
      <FulfilmentChoice
        stock={data}
        pickupOffered={pickupOffered}
        productId="P1"
        productName="Pads"
        primaryCategoryId="brakes"
        modelId={null}
        quantity={1}
        shipmentType="delivery"
        onShipmentTypeChange={noop}
        onChangeStore={noop}
      />
    </IntlProvider>,
  );
}

const input = (html: string, value: string) => html.match(new RegExp(`<input[^>]*value="${value}"[^>]*>`))?.[0] ?? '';
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/[\u202f\u00a0]/g, ' ');

describe('FulfilmentChoice', () => {
  it('delivery is the default; pickup shows the store stock, open state and ready time with FREE, flagged next-day', () => {
    const html = render(stock(12, 5));
    expect(input(html, 'delivery')).toContain('checked=""');
    expect(input(html, 'pickup')).not.toContain('checked');
    expect(input(html, 'pickup')).not.toContain('disabled');
    const t = text(html);
    expect(t).toContain('In stock · Standard delivery in 3–7 business days'); // the method's estimate (decision 246)
    expect(t).toContain('5 in stock at Axle Auto Parts — Toronto Danforth');
    expect(t).toMatch(/Closed · Opens tomorrow at 8:00 a\.m\./);
    expect(t).toMatch(/Ready Thu, Jun 11 at 9:00 a\.m\. FREE Next day/);
    expect(t).toContain('Change store');
  });

  it('a store without the product disables pickup: Not available at this store', () => {
    const html = render(stock(0, 0));
    expect(input(html, 'pickup')).toContain('disabled=""');
    const t = text(html);
    expect(t).toContain('Not available at this store');
    expect(t).toContain('Out of stock for delivery');
    expect(t).not.toContain('FREE');
  });

  it('offers no pickup on the US site', () => {
    const html = render(stock(3, null), { pickupOffered: false, locale: 'en-US' });
    expect(html).not.toContain('value="pickup"');
    expect(html).not.toContain('Change store');
  });

  it('speaks French on the Canadian site', () => {
    const t = text(render(stock(2, 4), { locale: 'fr-CA' }));
    expect(t).toContain('4 en stock à Axle Auto Parts — Toronto Danforth');
    expect(t).toContain('GRATUIT');
    expect(t).toContain('Ramassage en magasin');
  });

  it('says stock could not be checked when it failed', () => {
    expect(text(render(null))).toContain('Stock could not be checked right now.');
  });
});
