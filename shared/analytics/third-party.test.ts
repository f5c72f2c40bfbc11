import { describe, expect, it } from 'vitest';
import { readTagSlots, scriptUrl, TAG_SLOT_CATEGORY, tagOrigins } from './third-party';

describe('third-party slots (decision 184)', () => {
  it('load nothing by default', () => {
    expect(readTagSlots({})).toEqual({});
    expect(readTagSlots({ TAG_MANAGER_URL: '', CHAT_WIDGET_URL: '   ' })).toEqual({});
    expect(tagOrigins({})).toEqual([]);
  });
  it('take https script URLs (http only on a local host) and refuse the rest', () => {
    expect(scriptUrl('https://www.googletagmanager.com/gtm.js?id=GTM-X')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-X');
    expect(scriptUrl('http://localhost:9000/tag.js')).toBe('http://localhost:9000/tag.js');
    for (const bad of ['http://tags.example.com/t.js', 'javascript:alert(1)', 'data:text/javascript,1', '//cdn.example.com/x.js', 'https://user:pw@cdn.example.com/x.js', 'not a url', 42]) {
      expect(scriptUrl(bad), String(bad)).toBeNull();
    }
  });
  it('map each variable to its slot and list the origins the CSP must allow', () => {
    const slots = readTagSlots({
      TAG_MANAGER_URL: 'https://www.googletagmanager.com/gtm.js?id=GTM-X',
      CONSENT_MANAGER_URL: 'https://cmp.example.com/cmp.js',
      ACCESSIBILITY_OVERLAY_URL: 'https://cmp.example.com/a11y.js',
      CHAT_WIDGET_URL: 'https://chat.example.com/sdk.js',
      MARKETING_TRACKER_URL: 'https://123.collect.igodigital.com/collect.js',
    });
    expect(Object.keys(slots)).toEqual(['tagManager', 'consentManager', 'accessibilityOverlay', 'chat', 'marketingTracker']);
    expect(tagOrigins(slots)).toEqual(['https://123.collect.igodigital.com', 'https://chat.example.com', 'https://cmp.example.com', 'https://www.googletagmanager.com']);
  });
  it('need the consent of what they do', () => {
    expect(TAG_SLOT_CATEGORY).toEqual({ tagManager: 'analytics', consentManager: 'necessary', accessibilityOverlay: 'necessary', chat: 'necessary', marketingTracker: 'marketing' });
  });
});
