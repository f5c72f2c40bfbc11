import { recordSignIn, withStorage, type AuthEvent } from './sign-in-flow';

/**
 * After a login or registration: record the pending wish-list action and the welcome toast, then
 * a full load (document 1 §4: success reloads the page), so every part of the page reads the
 * signed-in shopper afresh. Without a destination the current page reloads. The analytics event
 * (login or sign_up) is kept for the next load too, where it survives the navigation.
 */
export function finishSignIn(firstName: string, destination?: string, event: AuthEvent = 'login'): void {
  withStorage((local, session) => recordSignIn(local, session, firstName, event), undefined);
  if (destination) window.location.assign(destination);
  else window.location.reload();
}
