/** Port wrappers for fault tests: chosen calls never answer, or fail at once. */

type Methods<P> = { [K in keyof P]: P[K] extends (...args: never[]) => unknown ? K : never }[keyof P];

function replace<P extends object>(port: P, names: readonly Methods<P>[], call: () => Promise<never>): P {
  return new Proxy(port, {
    get(target, key, receiver) {
      if ((names as readonly PropertyKey[]).includes(key)) return call;
      return Reflect.get(target, key, receiver);
    },
  });
}

/** The named calls return a promise that never settles, like a service that stopped answering. */
export function hangs<P extends object>(...names: Methods<P>[]): (port: P) => P {
  return (port) => replace(port, names, () => new Promise<never>(() => {}));
}

/** The named calls reject at once, like a service answering errors. */
export function fails<P extends object>(...names: Methods<P>[]): (port: P) => P {
  return (port) => replace(port, names, () => Promise.reject(new Error('injected port failure')));
}
