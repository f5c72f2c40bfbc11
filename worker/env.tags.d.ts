// Optional variables of the third-party script slots (decision 184). Unset (the default), a slot
// loads nothing; set to an https script URL (`wrangler deploy --var TAG_MANAGER_URL:https://…`,
// or "vars" in wrangler.jsonc), the CSP allows its origin and the page loads it after consent.
declare namespace Cloudflare {
  interface Env {
    TAG_MANAGER_URL?: string;
    CONSENT_MANAGER_URL?: string;
    ACCESSIBILITY_OVERLAY_URL?: string;
    CHAT_WIDGET_URL?: string;
    MARKETING_TRACKER_URL?: string;
  }
}
