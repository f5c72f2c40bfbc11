/**
 * A map for isolate memory bounded by characters (keys and values), the oldest written going first
 * when it is full. A value larger than `maxEntryShare` of the room is not kept (one huge entry
 * would evict everything).
 */
export class CharBoundedMap<V> {
  readonly #entries = new Map<string, { value: V; chars: number }>();
  #chars = 0;

  constructor(
    readonly maxChars: number,
    private readonly charsOf: (value: V) => number,
    private readonly maxEntryShare = 1,
  ) {}

  get(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const chars = key.length + this.charsOf(value);
    if (chars > this.maxChars * this.maxEntryShare) return;
    this.#entries.set(key, { value, chars });
    this.#chars += chars;
    while (this.#chars > this.maxChars) this.delete(this.#entries.keys().next().value as string);
  }

  delete(key: string): void {
    const old = this.#entries.get(key);
    if (!old) return;
    this.#entries.delete(key);
    this.#chars -= old.chars;
  }

  get size(): number {
    return this.#entries.size;
  }
}
