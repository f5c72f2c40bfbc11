/**
 * A cached page is never served with the nonce it was rendered with (DESIGN §8, decision 202).
 * When a page is stored, the byte offsets of its nonce (every occurrence: React's bootstrap
 * module, its modulepreload, its streaming scripts) are recorded; each answer writes its own
 * nonce, of the same length, over those bytes. That costs a copy of the page, where running
 * HTMLRewriter over it cost about ten times more (decision 206). A nonce of another length falls
 * back to the rewriter, which sets every `nonce` attribute.
 */

const ascii = new TextEncoder();

/** Offsets of every occurrence of the nonce in the page (windows-1252 decodes one character per byte). */
export function nonceOffsets(body: ArrayBuffer, nonce: string): number[] {
  if (!nonce) return [];
  const text = new TextDecoder('windows-1252').decode(body);
  const offsets: number[] = [];
  for (let at = text.indexOf(nonce); at !== -1; at = text.indexOf(nonce, at + nonce.length)) offsets.push(at);
  return offsets;
}

/** The header value that carries the offsets with a stored page: `{length}:{offset},{offset}…`. */
export function encodeNonceOffsets(nonce: string, offsets: number[]): string {
  return `${nonce.length}:${offsets.join(',')}`;
}

function decodeNonceOffsets(value: string | null): { length: number; offsets: number[] } | null {
  const match = /^(\d+):([\d,]*)$/.exec(value ?? '');
  if (!match) return null;
  return { length: Number(match[1]), offsets: match[2] ? match[2].split(',').map(Number) : [] };
}

/** A copy of the stored page with this answer's nonce written over the recorded offsets, or null when they do not fit. */
export function patchedPage(body: ArrayBuffer, recorded: string | null, nonce: string): Uint8Array<ArrayBuffer> | null {
  const found = decodeNonceOffsets(recorded);
  const bytes = ascii.encode(nonce);
  if (!found || found.length !== bytes.length || bytes.length !== nonce.length) return null;
  const page = new Uint8Array(body.slice(0));
  for (const offset of found.offsets) {
    if (offset < 0 || offset + bytes.length > page.length) return null;
    page.set(bytes, offset);
  }
  return page;
}

/** Sets every `nonce` attribute to this answer's nonce (the fallback). */
export function withFreshNonce(response: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        element.setAttribute('nonce', nonce);
      },
    })
    .transform(response);
}
