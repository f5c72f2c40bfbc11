import { describe, expect, it, vi } from 'vitest';
import { createLocalTestVerifier } from './local-test-verifier';
import { createTurnstileVerifier } from './turnstile-verifier';

describe('local test captcha verifier', () => {
  const verifier = createLocalTestVerifier();

  it('accepts a token of the local widget', async () => {
    expect(await verifier.verify('local-pass.0f8a3c2e-1b2d-4c5e-8f90-123456789abc')).toEqual({ success: true, errorCodes: [] });
  });

  it.each(['', 'local-pass.', 'local-pass.not-a-uuid', 'XXXX.DUMMY.TOKEN.XXXX', 'local-pass.0f8a3c2e-1b2d-4c5e-8f90-123456789abc '])('refuses %j', async (token) => {
    expect((await verifier.verify(token)).success).toBe(false);
  });
});

describe('turnstile verifier', () => {
  it('reads success and error codes from siteverify', async () => {
    const fetcher = vi.fn(async () => Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] }));
    const result = await createTurnstileVerifier('secret', fetcher as unknown as typeof fetch).verify('token', '203.0.113.9');
    expect(result).toEqual({ success: false, errorCodes: ['timeout-or-duplicate'] });
    const body = (fetcher.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(body.get('remoteip')).toBe('203.0.113.9');
  });

  it('fails closed when the service cannot be reached', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('offline');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await createTurnstileVerifier('secret', fetcher as unknown as typeof fetch).verify('token')).success).toBe(false);
    warn.mockRestore();
  });
});
