/**
 * Bindings that misbehave on purpose, for fault tests: a D1 whose reads fail or answer late, and a
 * KV namespace that fails. Writes still reach the real database, so a test can tell "the page
 * degraded" from "the page changed something".
 */

export type ReadFault = { kind: 'fail' } | { kind: 'slow'; ms: number };

/** A statement reads when its SQL starts with SELECT or WITH (writes are INSERT/UPDATE/DELETE). */
export function isReadSql(sql: string): boolean {
  return /^\s*(select|with)\b/i.test(sql);
}

const real = new WeakMap<object, { inner: D1PreparedStatement; sql: string }>();

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Applies the fault to one read: throws like a D1 outage would, or answers `ms` later. */
async function faulted<T>(fault: ReadFault, run: () => Promise<T>): Promise<T> {
  if (fault.kind === 'fail') throw new Error('D1_ERROR: Network connection lost. (injected read failure)');
  await delay(fault.ms);
  return run();
}

function statement(inner: D1PreparedStatement, sql: string, fault: ReadFault, counter: { reads: number }): D1PreparedStatement {
  const reads = isReadSql(sql);
  const guard = <T>(run: () => Promise<T>): Promise<T> => {
    if (!reads) return run();
    counter.reads++;
    return faulted(fault, run);
  };
  const wrapped = {
    bind: (...values: unknown[]) => statement(inner.bind(...values), sql, fault, counter),
    first: (column?: string) => guard(() => (column === undefined ? inner.first() : inner.first(column))),
    all: () => guard(() => inner.all()),
    raw: (options?: { columnNames?: boolean }) => guard(() => inner.raw(options as { columnNames: true })),
    run: () => guard(() => inner.run()),
  } as unknown as D1PreparedStatement;
  real.set(wrapped, { inner, sql });
  return wrapped;
}

/** A D1 binding whose reads (SELECT/WITH, alone or in a batch made only of reads) fail or are slow. */
export function faultyD1(db: D1Database, fault: ReadFault): D1Database & { reads: number } {
  const counter = { reads: 0 };
  const target = {
    prepare: (sql: string) => statement(db.prepare(sql), sql, fault, counter),
    async batch(statements: D1PreparedStatement[]) {
      const inner = statements.map((s) => real.get(s)?.inner ?? s);
      // A batch containing any write is a write and runs untouched.
      if (statements.every((s) => isReadSql(real.get(s)?.sql ?? ''))) {
        counter.reads++;
        return faulted(fault, () => db.batch(inner));
      }
      return db.batch(inner);
    },
    exec: (query: string) => db.exec(query),
    withSession: () => target,
    dump: () => db.dump(),
    get reads() {
      return counter.reads;
    },
  };
  return target as unknown as D1Database & { reads: number };
}

/** A KV namespace whose every call rejects, as during a KV outage. */
export function failingKv(): KVNamespace & { calls: number } {
  const state = { calls: 0 };
  const fail = async () => {
    state.calls++;
    throw new Error('KV: injected failure');
  };
  return {
    get: fail,
    getWithMetadata: fail,
    put: fail,
    delete: fail,
    list: fail,
    get calls() {
      return state.calls;
    },
  } as unknown as KVNamespace & { calls: number };
}
