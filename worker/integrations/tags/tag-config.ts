import { readTagSlots, type TagSlots } from '../../../shared/analytics/third-party';

/** What the analytics settings read of the worker's variables. */
export interface AnalyticsEnv {
  ENVIRONMENT?: string;
  TAG_MANAGER_URL?: string;
  CONSENT_MANAGER_URL?: string;
  ACCESSIBILITY_OVERLAY_URL?: string;
  CHAT_WIDGET_URL?: string;
  MARKETING_TRACKER_URL?: string;
}

/** Personalization instance type (document 1 §9): prd when the deployment runs in production, else sbx. */
export function instanceTypeOf(env: AnalyticsEnv): 'prd' | 'sbx' {
  return env.ENVIRONMENT === 'production' ? 'prd' : 'sbx';
}

// Variables do not change within an isolate: parse them once per distinct set.
let last: { key: string; slots: TagSlots } | null = null;

/** The third-party script slots this deployment configures (none by default, decision 184). */
export function tagSlotsOf(env: AnalyticsEnv): TagSlots {
  const vars = {
    TAG_MANAGER_URL: env.TAG_MANAGER_URL,
    CONSENT_MANAGER_URL: env.CONSENT_MANAGER_URL,
    ACCESSIBILITY_OVERLAY_URL: env.ACCESSIBILITY_OVERLAY_URL,
    CHAT_WIDGET_URL: env.CHAT_WIDGET_URL,
    MARKETING_TRACKER_URL: env.MARKETING_TRACKER_URL,
  };
  const key = JSON.stringify(vars);
  if (last?.key !== key) last = { key, slots: readTagSlots(vars) };
  return last.slots;
}
