import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BasketProductItem } from '../../../shared/cart/basket';
import type { LocaleId } from '../../../shared/sites/config';
import { IntlProvider } from '../../i18n/intl';
import { LineStockNote } from './line-stock-note';

function render(item: Pick<BasketProductItem, 'quantity' | 'c_availableStock'>, locale: LocaleId = 'en-US'): string {
  const pdp = JSON.parse(readFileSync(new URL(`../../../shared/i18n/messages/${locale}/pdp.json`, import.meta.url), 'utf8')) as Record<string, string>;
  const messages = Object.fromEntries(Object.entries(pdp).map(([key, value]) => [`pdp.${key}`, value]));
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={messages}>
      <LineStockNote item={item as BasketProductItem} />
    </IntlProvider>,
  );
}

describe('LineStockNote (document 1 §4: only when the stock is below the quantity)', () => {
  it('says nothing while the line’s quantity is still in stock, even the last one', () => {
    expect(render({ quantity: 1, c_availableStock: 1 })).toBe('');
    expect(render({ quantity: 2, c_availableStock: 9 })).toBe('');
  });

  it('says how many are left once the stock fell below the quantity, in each locale', () => {
    expect(render({ quantity: 3, c_availableStock: 1 })).toContain('>Only 1 left!<');
    expect(render({ quantity: 4, c_availableStock: 2 }, 'fr-CA')).toContain('Plus que 2 en stock!');
  });

  it('leaves a line with nothing left to Items Unavailable', () => {
    expect(render({ quantity: 2, c_availableStock: 0 })).toBe('');
  });
});
