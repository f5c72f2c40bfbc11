/**
 * Personalization activity port (document 2 §7: viewCategory and friends). The embedded default
 * only records activities in memory; a real service plugs in behind `recordActivity`.
 */
export interface Activity {
  name: 'viewCategory' | 'viewSearch';
  payload: Record<string, unknown>;
}

const MAX_RECORDED = 50;
const recorded: Activity[] = [];

/** Records one activity (bounded, newest last). */
export function recordActivity(activity: Activity): void {
  recorded.push(activity);
  if (recorded.length > MAX_RECORDED) recorded.shift();
}

/** What has been recorded in this page view (tests, debugging). */
export function recordedActivities(): readonly Activity[] {
  return recorded;
}
