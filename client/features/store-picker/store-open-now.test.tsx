import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Store } from '../../../shared/types/store';
import { IntlProvider } from '../../i18n/intl';
import { StoreOpenNow } from './store-open-now';

function messages(locale: string): Record<string, string> {
  const file = JSON.parse(readFileSync(new URL(`../../../shared/i18n/messages/${locale}/stores.json`, import.meta.url), 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(file).map(([key, value]) => [`stores.${key}`, value]));
}

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Toronto store: 8am–9pm on weekdays and Saturday, closed on Sunday. */
const store: Pick<Store, 'storeHoursArray' | 'timeZone'> = {
  timeZone: 'America/Toronto',
  storeHoursArray: days.map((day) => ({ day, hours: day === 'Sunday' ? null : '8am - 9pm' })),
};

function render(now: string, locale = 'en-CA'): string {
  return renderToStaticMarkup(
    <IntlProvider locale={locale as 'en-CA'} messages={messages(locale)}>
      <StoreOpenNow store={store} now={new Date(now)} />
    </IntlProvider>,
  ).replace(/<[^>]+>/g, '').replace(/\u202f|\u00a0/g, ' ');
}

describe('StoreOpenNow (header store popover)', () => {
  it('shows open until closing time while open, in the store zone', () => {
    // Monday 2026-06-08 12:00 in Toronto (16:00 UTC).
    expect(render('2026-06-08T16:00:00Z')).toBe('Open now · Closes at 9:00 p.m.');
    expect(render('2026-06-08T16:00:00Z', 'fr-CA')).toBe('Ouvert · Ferme à 21 h 00');
  });

  it('shows the next opening when closed: later today, tomorrow, or on a named day', () => {
    // Monday 06:00 Toronto: opens today.
    expect(render('2026-06-08T10:00:00Z')).toBe('Closed · Opens today at 8:00 a.m.');
    // Monday 22:00 Toronto: opens tomorrow.
    expect(render('2026-06-09T02:00:00Z')).toBe('Closed · Opens tomorrow at 8:00 a.m.');
    // Sunday noon Toronto (closed all day): opens tomorrow (Monday).
    expect(render('2026-06-07T16:00:00Z')).toBe('Closed · Opens tomorrow at 8:00 a.m.');
    // Saturday 22:00 Toronto: Sunday closed, opens Monday.
    expect(render('2026-06-07T02:00:00Z')).toMatch(/^Closed · Opens Monday at 8:00 a\.m\.$/);
  });
});
