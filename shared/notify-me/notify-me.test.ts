import { describe, expect, it } from 'vitest';
import { NOTIFY_ERROR_MS, NOTIFY_SUCCESS_MS, notifyMeEmail, notifyMePath } from './notify-me';

describe('notify-me rules', () => {
  it('keeps success 10 s and errors 3 s', () => {
    expect(NOTIFY_SUCCESS_MS).toBe(10_000);
    expect(NOTIFY_ERROR_MS).toBe(3_000);
  });

  it('trims the address and refuses invalid ones', () => {
    expect(notifyMeEmail('  fan@example.com ')).toBe('fan@example.com');
    expect(notifyMeEmail('fan@example')).toBeNull();
    expect(notifyMeEmail('   ')).toBeNull();
    expect(notifyMeEmail('a b@example.com')).toBeNull();
  });

  it('builds the spec path', () => {
    expect(notifyMePath('f_ecom_axle', 'axle-ca')).toBe('/custom/notify-me/v1/organizations/f_ecom_axle/notify-me?siteId=axle-ca');
  });
});
