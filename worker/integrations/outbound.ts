import { AppError } from '../errors';

/**
 * How long each outside service may take per call before the caller degrades (decision 190).
 * Sections (reviews, recommendations) hide quickly; actions that a shopper waits for (captcha,
 * e-mail, payment) get longer because giving up early costs a retry.
 */
export const PORT_TIMEOUT_MS = {
  reviews: 1_500,
  recommendations: 1_500,
  geolocation: 1_000,
  content: 2_000,
  email: 3_000,
  captcha: 5_000,
  payments: 8_000,
} as const;

export type PortName = keyof typeof PORT_TIMEOUT_MS;

/** An outside service did not answer in time: 503 with a message, never a generic 500. */
export class PortTimeoutError extends AppError {
  override name = 'PortTimeoutError';
  constructor(
    readonly port: PortName,
    readonly call: string,
    readonly ms: number,
  ) {
    super(503, 'A service this needs did not answer in time. Please try again.', 'service_timeout');
  }
}

/** An outside service answered with a failure of its own: 503 with a message, never a generic 500. */
export class PortUnavailableError extends AppError {
  override name = 'PortUnavailableError';
  constructor(
    readonly port: PortName,
    readonly call: string,
    override readonly cause: unknown,
  ) {
    super(503, 'A service this needs is not available right now. Please try again.', 'service_unavailable');
  }
}

/** Settles like `work`, or rejects with PortTimeoutError after `ms`; the timer never outlives the call. */
export function withTimeout<T>(work: Promise<T>, ms: number, port: PortName, call: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PortTimeoutError(port, call, ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The same port with a timeout on every call that answers a promise; a failure that is not
 * already one of ours becomes PortUnavailableError. Synchronous members (configuration,
 * statement builders) pass through untouched.
 */
export function timedPort<P extends object>(port: P, name: PortName, ms: number = PORT_TIMEOUT_MS[name]): P {
  return new Proxy(port, {
    get(target, key, receiver) {
      const member: unknown = Reflect.get(target, key, receiver);
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        const result: unknown = member.apply(receiver, args);
        if (!(result instanceof Promise)) return result;
        return withTimeout(result, ms, name, String(key)).catch((error: unknown) => {
          throw error instanceof AppError ? error : new PortUnavailableError(name, String(key), error);
        });
      };
    },
  });
}
