import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { isLoginPath, signInRequestAtom } from '../account/sign-in-request';
import { showToast } from '../toast/toaster';

const SignInModal = lazy(() => import('./sign-in-modal'));

/**
 * Mounts the sign-in modal, loading its code on the first request only (it stays out of the
 * first-load bundle). On the login page a protected action gets the info toast instead
 * (document 1 §2.5, §6).
 */
export function SignInModalHost() {
  const t = useT();
  const { location } = useRouter();
  const [request, setRequest] = useAtom(signInRequestAtom);
  const [used, setUsed] = useState(false);
  const onLoginPage = isLoginPath(location.path);
  useEffect(() => {
    if (!request) return;
    if (onLoginPage) {
      setRequest(null);
      showToast({ status: 'info', message: t('auth.signInToContinue') });
    } else setUsed(true);
  }, [request, onLoginPage, setRequest, t]);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SignInModal />
    </Suspense>
  );
}
