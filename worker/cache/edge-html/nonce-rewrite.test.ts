import { describe, expect, it } from 'vitest';
import { encodeNonceOffsets, nonceOffsets, patchedPage } from './nonce-rewrite';

const OLD = 'b2xkT2xkT2xkT2xkT2xkMQ==';
const NEW = 'bmV3TmV3TmV3TmV3TmV3Mg==';

describe('nonce offsets', () => {
  it('writes the new nonce over every occurrence of the old one, after multi-byte text too', () => {
    const html = `<link nonce="${OLD}"/><p>Économisez — ça marche</p><script nonce="${OLD}">1</script>`;
    const body = new TextEncoder().encode(html).buffer as ArrayBuffer;
    const offsets = nonceOffsets(body, OLD);
    expect(offsets).toHaveLength(2);
    const page = patchedPage(body, encodeNonceOffsets(OLD, offsets), NEW);
    expect(new TextDecoder().decode(page!)).toBe(html.replaceAll(OLD, NEW));
    // The stored bytes stay as they were (every answer patches its own copy).
    expect(new TextDecoder().decode(body)).toBe(html);
  });

  it('refuses what does not fit, so the caller falls back to the rewriter', () => {
    const body = new TextEncoder().encode(`<script nonce="${OLD}"></script>`).buffer as ArrayBuffer;
    const recorded = encodeNonceOffsets(OLD, nonceOffsets(body, OLD));
    expect(patchedPage(body, recorded, 'short')).toBeNull();
    expect(patchedPage(body, null, NEW)).toBeNull();
    expect(patchedPage(body, '24:9999', NEW)).toBeNull();
  });
});
