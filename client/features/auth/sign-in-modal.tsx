import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useReducer, useRef, useState } from 'react';
import { isLoginPath, signInRequestAtom, type SignInView } from '../account/sign-in-request';
import { useRouter } from '../../router/router';
import { useT } from '../../i18n/intl';
import { accountSummaryAtom } from '../shell/account-state';
import { ModalFrame } from '../vehicle-selector/modal-frame';
import { submitClass } from './auth-field';
import { finishSignIn } from './finish-sign-in';
import { LoginForm } from './login-form';
import { INITIAL_VIEW, modalViewReducer } from './modal-view';
import { RegisterForm } from './register-form';
import { ResetRequestForm, ResetSent } from './reset-request-form';
import { dropStashOnClose, withStorage } from './sign-in-flow';

const TITLES: Record<SignInView, string> = {
  login: 'auth.modal.title.login',
  register: 'auth.modal.title.register',
  password: 'auth.modal.title.password',
};

/**
 * The sign-in modal (document 1 §2.5, §4 Auth modal): login, register and password (reset)
 * views. It opens on the view a feature asked for through signInRequestAtom, always starting
 * afresh; success reloads the page; closing drops the pre-login wish-list stash unless a
 * submission is pending; it closes by itself once the shopper is registered.
 */
export default function SignInModal() {
  const t = useT();
  const [request, setRequest] = useAtom(signInRequestAtom);
  const account = useAtomValue(accountSummaryAtom);
  const [state, dispatch] = useReducer(modalViewReducer, INITIAL_VIEW);
  const [opened, setOpened] = useState<typeof request>(null);
  const busy = useRef(false);
  // Opening resets the view (a new request object each time a feature asks).
  if (request !== opened) {
    setOpened(request);
    if (request) dispatch({ type: 'open', view: request.view });
  }
  const { location } = useRouter();
  // On the login page the host answers a request with a toast instead (document 1 §2.5).
  const open = request !== null && !isLoginPath(location.path);

  const close = () => {
    withStorage((local, session) => dropStashOnClose(local, session, busy.current), false);
    setRequest(null);
  };

  useEffect(() => {
    if (open && account.isRegistered && !busy.current) setRequest(null);
  }, [open, account.isRegistered, setRequest]);

  const onBusy = (value: boolean) => {
    busy.current = value;
  };
  const switchTo = (view: SignInView) => dispatch({ type: 'switch', view });

  return (
    <ModalFrame open={open} onOpenChange={(next) => !next && close()} title={t(state.resetSentTo ? 'auth.reset.sent.title' : TITLES[state.view])} closeLabel={t('auth.modal.close')} testId="sign-in-modal">
      {state.view === 'login' && <LoginForm onSignedIn={(name) => finishSignIn(name)} onSwitch={switchTo} onBusy={onBusy} />}
      {state.view === 'register' && <RegisterForm onRegistered={(name) => finishSignIn(name, undefined, 'sign_up')} onSwitch={switchTo} onBusy={onBusy} />}
      {state.view === 'password' &&
        (state.resetSentTo ? (
          <ResetSent
            email={state.resetSentTo}
            heading={false}
            backToSignIn={
              <button type="button" className={submitClass} onClick={() => switchTo('login')}>
                {t('auth.reset.backToSignIn')}
              </button>
            }
          />
        ) : (
          <ResetRequestForm onSent={(email) => dispatch({ type: 'reset-sent', email })} onBusy={onBusy} />
        ))}
    </ModalFrame>
  );
}
