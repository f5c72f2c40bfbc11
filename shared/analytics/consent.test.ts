import { describe, expect, it } from 'vitest';
import { allows, CONSENT_MAX_AGE_MS, consentRegime, effectiveConsent, parseStoredConsent, serializeConsent } from './consent';

const NOW = Date.UTC(2026, 10, 25);

describe('consentRegime (decision 181)', () => {
  it('is opt-in for every visitor of the Canadian site (Law 25: fr-CA and en-CA)', () => {
    expect(consentRegime('CA', 'CA')).toBe('opt-in');
    expect(consentRegime('CA', 'US')).toBe('opt-in');
    expect(consentRegime('CA', null)).toBe('opt-in');
  });
  it('is opt-out for US visitors of the US site, and when the lookup fails', () => {
    expect(consentRegime('US', 'US')).toBe('opt-out');
    expect(consentRegime('US', 'us')).toBe('opt-out');
    expect(consentRegime('US', null)).toBe('opt-out');
    expect(consentRegime('US', '')).toBe('opt-out');
  });
  it('is opt-in for a visitor from Canada or anywhere else on the US site', () => {
    expect(consentRegime('US', 'CA')).toBe('opt-in');
    expect(consentRegime('US', 'FR')).toBe('opt-in');
  });
});

describe('the stored choice', () => {
  it('round-trips', () => {
    expect(parseStoredConsent(serializeConsent({ analytics: true, marketing: false }, NOW), NOW)).toEqual({ v: 1, analytics: true, marketing: false, at: NOW });
  });
  it('is forgotten after a year, and when unreadable, of another version or from the future', () => {
    const text = serializeConsent({ analytics: true, marketing: true }, NOW);
    expect(parseStoredConsent(text, NOW + CONSENT_MAX_AGE_MS)).not.toBeNull();
    expect(parseStoredConsent(text, NOW + CONSENT_MAX_AGE_MS + 1)).toBeNull();
    expect(parseStoredConsent(text, NOW - 1)).toBeNull();
    for (const bad of ['', '{', 'null', '[]', '{"v":2,"analytics":true,"marketing":true,"at":1}', '{"v":1,"analytics":"yes","marketing":true,"at":1}']) {
      expect(parseStoredConsent(bad, NOW)).toBeNull();
    }
    expect(parseStoredConsent(null, NOW)).toBeNull();
  });
});

describe('effectiveConsent', () => {
  it('opt-in grants nothing and waits for the banner until the shopper chooses', () => {
    expect(effectiveConsent('opt-in', null, false)).toEqual({ regime: 'opt-in', decided: false, gpc: false, analytics: false, marketing: false });
    const stored = { v: 1 as const, at: NOW, analytics: true, marketing: false };
    expect(effectiveConsent('opt-in', stored, false)).toEqual({ regime: 'opt-in', decided: true, gpc: false, analytics: true, marketing: false });
  });
  it('opt-out grants both optional categories until the shopper refuses', () => {
    expect(effectiveConsent('opt-out', null, false)).toEqual({ regime: 'opt-out', decided: true, gpc: false, analytics: true, marketing: true });
    expect(effectiveConsent('opt-out', { v: 1, at: NOW, analytics: false, marketing: false }, false)).toMatchObject({ analytics: false, marketing: false });
  });
  it('Global Privacy Control keeps marketing off, even after Accept all', () => {
    expect(effectiveConsent('opt-out', null, true)).toMatchObject({ gpc: true, analytics: true, marketing: false });
    expect(effectiveConsent('opt-in', { v: 1, at: NOW, analytics: true, marketing: true }, true)).toMatchObject({ analytics: true, marketing: false });
  });
  it('necessary is always allowed', () => {
    const none = { analytics: false, marketing: false };
    expect(allows(none, 'necessary')).toBe(true);
    expect(allows(none, 'analytics')).toBe(false);
    expect(allows({ analytics: false, marketing: true }, 'marketing')).toBe(true);
  });
});
