import { MAIN_CONTENT_ID } from '../features/shell/shell-ids';

/**
 * After a client navigation (decision 273): the focus moves to the new page's main heading (or
 * the main region when a page has none), so keyboard and screen reader users start at the new
 * content, and the heading's text is announced through the router's live region. A dialog that
 * navigated (the vehicle selector lands on the vehicle's page, then offers its trims) keeps the
 * focus: taking it would close the dialog.
 */
export function focusNewPage(announcer: HTMLElement | null): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const heading = main?.querySelector<HTMLElement>('h1') ?? null;
  const target = heading ?? main;
  if (!target) return;
  const inDialog = document.activeElement?.closest('[role="dialog"], [aria-modal="true"]') || document.querySelector('[aria-modal="true"]');
  if (!inDialog) {
    // A heading is not focusable by default; -1 makes it a focus target without a tab stop.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }
  if (announcer) announcer.textContent = heading?.textContent ?? document.title;
}
