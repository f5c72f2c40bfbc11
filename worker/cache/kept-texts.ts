import { CharBoundedMap } from './char-bounded-map';

/**
 * The KV text of cache entries, kept in isolate memory while fresh (decision 299): a page's reads
 * of the vehicle catalogue, the default store, a list's result or a product's recommendations
 * skip the KV round trip (a subrequest each) and parse their own copy, so no object is shared
 * between requests.
 */
export interface KeptText {
  /** When the entry was stored in KV (its freshness counts from then, not from when it was kept). */
  storedAt: number;
  raw: string;
}

/** Kept texts by KV key, bounded by characters; no text over a quarter of the room. */
export class KeptTexts extends CharBoundedMap<KeptText> {
  constructor(maxChars: number) {
    super(maxChars, (text) => text.raw.length, 1 / 4);
  }
}

/** 4 M characters of texts per KV namespace. */
const KEPT_CHARS = 4_000_000;
const byNamespace = new WeakMap<KVNamespace, KeptTexts>();

/**
 * The texts kept for one KV namespace binding (the isolate's binding is one object for all its
 * requests): copies of that namespace's entries only, so another binding (a test's failing KV, a
 * bench's own namespace) starts with none.
 */
export function keptTextsOf(kv: KVNamespace): KeptTexts {
  let kept = byNamespace.get(kv);
  if (!kept) byNamespace.set(kv, (kept = new KeptTexts(KEPT_CHARS)));
  return kept;
}
