import { recordSignIn, withStorage } from './sign-in-flow';

/**
 * After a login or registration: record the pending wish-list action and the welcome toast, then
 * a full load (document 1 §4: success reloads the page), so every part of the page reads the
 * signed-in shopper afresh. Without a destination the current page reloads.
 */
export function finishSignIn(firstName: string, destination?: string): void {
  withStorage((local, session) => recordSignIn(local, session, firstName), undefined);
  if (destination) window.location.assign(destination);
  else window.location.reload();
}
