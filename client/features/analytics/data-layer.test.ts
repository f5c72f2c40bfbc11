import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushEvent } from './data-layer';

let w: { dataLayer?: unknown[] };

beforeEach(() => {
  w = {};
  vi.stubGlobal('window', w);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the data-layer pusher', () => {
  it('pushes a valid ecommerce event after clearing the previous ecommerce object (GA4)', () => {
    const event = { event: 'add_to_cart', ecommerce: { currency: 'CAD', value: 10, items: [{ item_id: 'A', price: 10, quantity: 1 }] } };
    expect(pushEvent(event)).toBe(true);
    expect(w.dataLayer).toEqual([{ ecommerce: null }, event]);
    // A copy: later changes of the caller's object do not rewrite history.
    event.ecommerce.value = 99;
    expect((w.dataLayer![1] as typeof event).ecommerce.value).toBe(10);
  });

  it('pushes plain events as they are', () => {
    pushEvent({ event: 'search', search_term: 'pads' });
    expect(w.dataLayer).toEqual([{ event: 'search', search_term: 'pads' }]);
  });

  it('logs an invalid event as an error and does not send it (document 2 §8)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(pushEvent({ event: 'add_to_cart', ecommerce: { currency: 'CAD', value: 10, items: [] } })).toBe(false);
    expect(pushEvent({ event: 'login' })).toBe(false);
    expect(w.dataLayer ?? []).toEqual([]);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]![0]).toContain('analytics event add_to_cart rejected at ecommerce.items');
  });
});
