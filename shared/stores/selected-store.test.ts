import { describe, expect, it } from 'vitest';
import { parseStoredStoreId, selectedStoreId, selectedStoreStorageKey } from './selected-store';

describe('selectedStoreId', () => {
  it('prefers the profile, then browser storage, then the default store, then the first', () => {
    const all = { profileStoreId: 'p', storedStoreId: 's', defaultStoreId: 'd', firstStoreId: 'f' };
    expect(selectedStoreId(all)).toBe('p');
    expect(selectedStoreId({ ...all, profileStoreId: null })).toBe('s');
    expect(selectedStoreId({ ...all, profileStoreId: null, storedStoreId: null })).toBe('d');
    expect(selectedStoreId({ firstStoreId: 'f', defaultStoreId: '' })).toBe('f');
    expect(selectedStoreId({})).toBeNull();
  });
});

describe('stored store id', () => {
  it('keeps plausible ids and drops anything else', () => {
    expect(parseStoredStoreId('101')).toBe('101');
    expect(parseStoredStoreId('"101"')).toBeNull();
    expect(parseStoredStoreId('<script>')).toBeNull();
    expect(parseStoredStoreId(null)).toBeNull();
  });
  it('is kept per site', () => {
    expect(selectedStoreStorageKey('axle-ca')).not.toBe(selectedStoreStorageKey('axle-us'));
  });
});
