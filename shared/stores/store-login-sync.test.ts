import { describe, expect, it } from 'vitest';
import { storeAtLogin } from './store-login-sync';

describe('selected store at login', () => {
  it("keeps the profile's store of the site over the browser's", () => {
    expect(storeAtLogin('ca-toronto', 'ca-ottawa')).toEqual({ storeId: 'ca-toronto', saveToProfile: false });
  });
  it("saves the browser's store to a profile that has none for the site", () => {
    expect(storeAtLogin(null, 'ca-ottawa')).toEqual({ storeId: 'ca-ottawa', saveToProfile: true });
  });
  it('leaves both empty when neither has one (the default store applies)', () => {
    expect(storeAtLogin(null, null)).toEqual({ storeId: null, saveToProfile: false });
  });
});
