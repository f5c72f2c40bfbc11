/**
 * Third-party script slots (document 1 §7: tag manager, consent manager, accessibility overlay,
 * chat SDK; document 2 §7: the browser marketing tracker). Each is a port: empty by default, so
 * nothing loads; configured with a script URL, the CSP allows its origin and the page loads it
 * with the page's nonce once its consent category allows (decision 184).
 */
import type { ConsentCategory } from './consent';

export const TAG_SLOTS = ['tagManager', 'consentManager', 'accessibilityOverlay', 'chat', 'marketingTracker'] as const;
export type TagSlot = (typeof TAG_SLOTS)[number];

/** Configured script URLs by slot; an absent slot loads nothing. */
export type TagSlots = Partial<Record<TagSlot, string>>;

/** The worker variable that configures each slot. */
export const TAG_SLOT_VARIABLES: Record<TagSlot, string> = {
  tagManager: 'TAG_MANAGER_URL',
  consentManager: 'CONSENT_MANAGER_URL',
  accessibilityOverlay: 'ACCESSIBILITY_OVERLAY_URL',
  chat: 'CHAT_WIDGET_URL',
  marketingTracker: 'MARKETING_TRACKER_URL',
};

/**
 * The consent each slot needs: the consent manager and the accessibility overlay serve every
 * visitor; the chat is customer service the store offers; the tag manager carries analytics
 * tags; the marketing tracker is marketing.
 */
export const TAG_SLOT_CATEGORY: Record<TagSlot, ConsentCategory> = {
  tagManager: 'analytics',
  consentManager: 'necessary',
  accessibilityOverlay: 'necessary',
  chat: 'necessary',
  marketingTracker: 'marketing',
};

/** An https script URL (http only for a local host), else null. */
export function scriptUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return null;
  if (url.username || url.password) return null;
  return url.href;
}

/** The slots a deployment configures (unset, empty or invalid variables load nothing). */
export function readTagSlots(vars: Readonly<Record<string, unknown>>): TagSlots {
  const slots: TagSlots = {};
  for (const slot of TAG_SLOTS) {
    const url = scriptUrl(vars[TAG_SLOT_VARIABLES[slot]]);
    if (url) slots[slot] = url;
  }
  return slots;
}

/** The origins the CSP must allow for the configured slots, sorted and unique. */
export function tagOrigins(slots: TagSlots): string[] {
  return [...new Set(Object.values(slots).map((url) => new URL(url).origin))].sort();
}
