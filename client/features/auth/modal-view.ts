/**
 * The sign-in modal's view state (document 1 §2.5, §4): login, register or password (reset),
 * and for the reset view whether the request was sent. Opening resets to the requested view.
 */
import type { SignInView } from '../account/sign-in-request';

export interface ModalViewState {
  view: SignInView;
  /** The reset request went through: the success view shows instead of the form. */
  resetSentTo: string | null;
}

export type ModalViewEvent =
  | { type: 'open'; view: SignInView }
  | { type: 'switch'; view: SignInView }
  | { type: 'reset-sent'; email: string };

export const INITIAL_VIEW: ModalViewState = { view: 'login', resetSentTo: null };

export function modalViewReducer(state: ModalViewState, event: ModalViewEvent): ModalViewState {
  switch (event.type) {
    case 'open':
      return { view: event.view, resetSentTo: null };
    case 'switch':
      return { view: event.view, resetSentTo: null };
    case 'reset-sent':
      return state.view === 'password' ? { ...state, resetSentTo: event.email } : state;
  }
}
