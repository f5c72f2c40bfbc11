/** The longest a task waits for an idle moment (a busy page still gets its widgets). */
export const IDLE_TIMEOUT_MS = 2_000;

/** Runs `task` at the browser's next idle moment (a task later where there is no idle callback). */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 1);
}
