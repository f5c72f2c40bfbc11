/**
 * A KV namespace in a Map, for unit tests of code that reads through KV (get as JSON, put); it
 * counts reads and writes for tests that assert how often KV is touched.
 */
export function memoryKv() {
  const entries = new Map<string, string>();
  let reads = 0;
  let puts = 0;
  const kv = {
    async get(key: string, type?: string) {
      reads++;
      const raw = entries.get(key);
      if (raw === undefined) return null;
      return type === 'json' ? (JSON.parse(raw) as unknown) : raw;
    },
    async put(key: string, value: string) {
      puts++;
      entries.set(key, value);
    },
  } as unknown as KVNamespace;
  return { kv, reads: () => reads, puts: () => puts };
}
