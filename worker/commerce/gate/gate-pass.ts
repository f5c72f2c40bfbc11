/**
 * The key gate's pass (document 1 §4 Key gate; decision 154): `expiry.signature`, HMAC-SHA-256
 * keyed by the gate key itself, so changing the key ends every pass. Lasts 24 hours.
 */

export const GATE_COOKIE = '__Host-axle_gate';
export const GATE_PASS_SECONDS = 24 * 3600;

const encoder = new TextEncoder();

async function hmacHex(key: string, message: string): Promise<string> {
  const k = await crypto.subtle.importKey('raw', encoder.encode(`axle-gate:${key}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', k, encoder.encode(message)));
  return [...sig].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function equalText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/** Does the entered key match? Compared through HMACs so the time says nothing about the key. */
export async function keyMatches(gateKey: string, entered: string): Promise<boolean> {
  return equalText(await hmacHex(gateKey, `key:${entered}`), await hmacHex(gateKey, `key:${gateKey}`));
}

export async function issuePass(gateKey: string, nowMs = Date.now()): Promise<string> {
  const expiry = Math.floor(nowMs / 1000) + GATE_PASS_SECONDS;
  return `${expiry}.${await hmacHex(gateKey, `pass:${expiry}`)}`;
}

export async function passIsValid(gateKey: string, value: string | undefined, nowMs = Date.now()): Promise<boolean> {
  const match = /^(\d{10})\.([0-9a-f]{64})$/.exec(value ?? '');
  if (!match) return false;
  const expiry = Number(match[1]);
  if (expiry <= Math.floor(nowMs / 1000) || expiry > Math.floor(nowMs / 1000) + GATE_PASS_SECONDS) return false;
  return equalText(match[2]!, await hmacHex(gateKey, `pass:${expiry}`));
}

export function passCookie(value: string): string {
  return `${GATE_COOKIE}=${value}; Max-Age=${GATE_PASS_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}
