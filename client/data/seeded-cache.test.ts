import { describe, expect, it } from 'vitest';
import { seededCache } from './seeded-cache';

describe('seeded SWR cache', () => {
  it('starts with the server data, idle', () => {
    const cache = seededCache({ '/api/menu': [1] });
    expect(cache.get('/api/menu')).toEqual({ data: [1], isLoading: false, isValidating: false });
  });

  it('keeps the entry object when a write only records the key arguments', () => {
    const cache = seededCache({ '/api/menu': [1] });
    const seeded = cache.get('/api/menu');
    cache.set('/api/menu', { ...seeded, _k: '/api/menu' });
    expect(cache.get('/api/menu')).toBe(seeded);
    expect(cache.get('/api/menu')).toEqual({ data: [1], isLoading: false, isValidating: false, _k: '/api/menu' });
  });

  it('replaces the entry when anything else changes', () => {
    const cache = seededCache({ '/api/menu': [1] });
    const seeded = cache.get('/api/menu');
    cache.set('/api/menu', { ...seeded, _k: '/api/menu', isValidating: true });
    expect(cache.get('/api/menu')).not.toBe(seeded);
    expect(cache.get('/api/menu')?.isValidating).toBe(true);
    const data = [2];
    cache.set('/api/menu', { ...cache.get('/api/menu'), data, isValidating: false });
    expect(cache.get('/api/menu')?.data).toBe(data);
  });

  it('stores a new key as given', () => {
    const cache = seededCache({});
    const entry = { _k: '/api/cart' };
    cache.set('/api/cart', entry);
    expect(cache.get('/api/cart')).toBe(entry);
  });
});
