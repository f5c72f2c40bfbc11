import type { AccountSummary } from '../../../shared/account/account-api';
import { allows } from '../../../shared/analytics/consent';
import { TAG_SLOT_CATEGORY, TAG_SLOTS, type TagSlot, type TagSlots } from '../../../shared/analytics/third-party';
import type { ConsentState } from '../../../shared/analytics/consent';

const loaded = new Set<TagSlot>();

/** The page's CSP nonce, read from the entry script (browsers hide the attribute, not the property). */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/**
 * Chat (document 1 §4): loads only for a guest, or for a registered customer with name and
 * e-mail; it is passed the customer id and, for registered customers, the e-mail and first name.
 */
function chatSettings(account: AccountSummary | null): Record<string, string> | null {
  if (!account) return null;
  if (!account.isRegistered) return account.customerId ? { customerId: account.customerId } : {};
  if (!account.firstName || !account.email) return null;
  return { ...(account.customerId ? { customerId: account.customerId } : {}), email: account.email, firstName: account.firstName };
}

/** Whether a slot may load now: its consent, and for chat and the marketing tracker, the shopper. */
export function slotReady(slot: TagSlot, consent: ConsentState, account: AccountSummary | null): boolean {
  const category = TAG_SLOT_CATEGORY[slot];
  if (category !== 'necessary' && !(consent.decided && allows(consent, category))) return false;
  if (slot === 'chat') return chatSettings(account) !== null;
  // Marketing tracking runs only for a logged-in profile (document 1 §6, document 2 §6).
  if (slot === 'marketingTracker') return Boolean(account?.isRegistered && account.email);
  return true;
}

/** Adds each configured slot's script once, with the page's nonce, when it may load. */
export function loadTags(slots: TagSlots, consent: ConsentState, account: AccountSummary | null): void {
  for (const slot of TAG_SLOTS) {
    const src = slots[slot];
    if (!src || loaded.has(slot) || !slotReady(slot, consent, account)) continue;
    loaded.add(slot);
    if (slot === 'chat') (window as Window & { axleChat?: Record<string, string> }).axleChat = chatSettings(account) ?? {};
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.nonce = pageNonce();
    script.dataset.slot = slot;
    document.head.appendChild(script);
  }
}
