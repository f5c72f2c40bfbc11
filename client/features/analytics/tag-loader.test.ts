import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentState } from '../../../shared/analytics/consent';
import type { TagSlots } from '../../../shared/analytics/third-party';

const appended: { src: string; nonce: string; async: boolean; dataset: Record<string, string> }[] = [];
let w: Record<string, unknown>;

beforeEach(() => {
  vi.resetModules();
  appended.length = 0;
  w = {};
  vi.stubGlobal('window', w);
  vi.stubGlobal('document', {
    querySelector: () => ({ nonce: 'n0nce' }),
    createElement: () => ({ src: '', nonce: '', async: false, dataset: {} }),
    head: { appendChild: (el: (typeof appended)[number]) => appended.push(el) },
  });
});
afterEach(() => vi.unstubAllGlobals());

const SLOTS: TagSlots = {
  tagManager: 'https://tags.example.com/gtm.js',
  consentManager: 'https://cmp.example.com/cmp.js',
  accessibilityOverlay: 'https://a11y.example.com/overlay.js',
  chat: 'https://chat.example.com/sdk.js',
  marketingTracker: 'https://mc.example.com/collect.js',
};
const undecided: ConsentState = { regime: 'opt-in', decided: false, gpc: false, analytics: false, marketing: false };
const all: ConsentState = { regime: 'opt-in', decided: true, gpc: false, analytics: true, marketing: true };
const slotsLoaded = () => appended.map((s) => s.dataset.slot);

describe('the third-party tag loader (decision 184)', () => {
  it('loads nothing that is not configured', async () => {
    const { loadTags } = await import('./tag-loader');
    loadTags({}, all, { isRegistered: false });
    expect(appended).toEqual([]);
  });

  it('before a choice loads only the slots every visitor needs, with the page nonce; chat waits for the shopper', async () => {
    const { loadTags } = await import('./tag-loader');
    loadTags(SLOTS, undecided, null);
    expect(slotsLoaded()).toEqual(['consentManager', 'accessibilityOverlay']);
    expect(appended.every((s) => s.nonce === 'n0nce' && s.async)).toBe(true);
    loadTags(SLOTS, undecided, { isRegistered: false, customerId: 'c-1' });
    expect(slotsLoaded()).toEqual(['consentManager', 'accessibilityOverlay', 'chat']);
    expect(w.axleChat).toEqual({ customerId: 'c-1' });
  });

  it('after consent adds the tag manager, and the marketing tracker for a signed-in profile only; each once', async () => {
    const { loadTags } = await import('./tag-loader');
    loadTags(SLOTS, all, { isRegistered: false });
    expect(slotsLoaded()).toEqual(['tagManager', 'consentManager', 'accessibilityOverlay', 'chat']);
    loadTags(SLOTS, all, { isRegistered: true, customerId: 'c-2', email: 'ana@example.com', firstName: 'Ana' });
    expect(slotsLoaded()).toEqual(['tagManager', 'consentManager', 'accessibilityOverlay', 'chat', 'marketingTracker']);
  });

  it('gives the chat a registered customer only with name and e-mail (document 1 §4)', async () => {
    const { slotReady } = await import('./tag-loader');
    expect(slotReady('chat', all, { isRegistered: true, customerId: 'c', email: 'a@example.com' })).toBe(false);
    expect(slotReady('chat', all, { isRegistered: true, customerId: 'c', email: 'a@example.com', firstName: 'Ana' })).toBe(true);
    expect(slotReady('tagManager', { ...all, analytics: false }, null)).toBe(false);
    expect(slotReady('marketingTracker', { ...all, marketing: false }, { isRegistered: true, email: 'a@example.com' })).toBe(false);
  });
});
