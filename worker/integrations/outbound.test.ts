import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { PortTimeoutError, PortUnavailableError, timedPort } from './outbound';

const port = {
  id: 'p',
  config: () => ({ sync: true }),
  fast: async (n: number) => n * 2,
  hang: () => new Promise<never>(() => {}),
  broken: async () => {
    throw new Error('socket closed');
  },
  refuses: async () => {
    throw new AppError(409, 'no');
  },
};

describe('timedPort', () => {
  const timed = timedPort(port, 'reviews', 20);

  it('passes answers, fields and synchronous members through', async () => {
    expect(await timed.fast(2)).toBe(4);
    expect(timed.id).toBe('p');
    expect(timed.config()).toEqual({ sync: true });
  });

  it('rejects a call that does not answer in time with a 503 PortTimeoutError', async () => {
    const error = await timed.hang().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortTimeoutError);
    expect(error).toMatchObject({ status: 503, port: 'reviews', call: 'hang', ms: 20 });
  });

  it('turns a service failure into a 503 PortUnavailableError, and keeps our own errors', async () => {
    await expect(timed.broken()).rejects.toBeInstanceOf(PortUnavailableError);
    await expect(timed.refuses()).rejects.toMatchObject({ status: 409, message: 'no' });
  });
});
