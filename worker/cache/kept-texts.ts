/**
 * The KV text of cache entries, kept in isolate memory while fresh (decision 299): a page's reads
 * of the vehicle catalogue, the default store, a list's result or a product's recommendations
 * skip the KV round trip (a subrequest each) and parse their own copy, so no object is shared
 * between requests. Bounded by total characters, the oldest written first.
 */
export interface KeptText {
  /** When the entry was stored in KV (its freshness counts from then, not from when it was kept). */
  storedAt: number;
  raw: string;
}

export class KeptTexts {
  readonly #texts = new Map<string, KeptText>();
  #chars = 0;

  constructor(readonly maxChars: number) {}

  get(key: string): KeptText | undefined {
    return this.#texts.get(key);
  }

  set(key: string, text: KeptText): void {
    this.delete(key);
    // One entry never takes more than a quarter of the room (a huge list would evict everything).
    if (text.raw.length > this.maxChars / 4) return;
    this.#texts.set(key, text);
    this.#chars += text.raw.length;
    while (this.#chars > this.maxChars) {
      const [oldestKey] = this.#texts.keys();
      this.delete(oldestKey!);
    }
  }

  delete(key: string): void {
    const old = this.#texts.get(key);
    if (!old) return;
    this.#texts.delete(key);
    this.#chars -= old.raw.length;
  }

  get size(): number {
    return this.#texts.size;
  }
}
