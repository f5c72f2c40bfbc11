import { useHref } from '../../router/router';
import { finishSignIn } from './finish-sign-in';
import { RegisterForm } from './register-form';

/** The registration page: the registration form; success loads /account afresh. */
export function RegistrationPageView() {
  const account = useHref('/account');
  return <RegisterForm onRegistered={(name) => finishSignIn(name, account, 'sign_up')} />;
}
