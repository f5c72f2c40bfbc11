import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../../i18n/intl';
import { useNavigate, useRouter } from '../../router/router';
import { isLoginPath, signInRequestAtom } from '../account/sign-in-request';
import { signInLinkView, withoutSignInParam } from './sign-in-link';
import { showToast } from '../toast/toaster';

const SignInModal = lazy(() => import('./sign-in-modal'));

/**
 * Mounts the sign-in modal, loading its code on the first request only (it stays out of the
 * first-load bundle). On the login page a protected action gets the info toast instead
 * (document 1 §2.5, §6). A link with ?signin=login|register|password opens the modal on that
 * view (decision 156).
 */
export function SignInModalHost() {
  const t = useT();
  const { location } = useRouter();
  const [request, setRequest] = useAtom(signInRequestAtom);
  const [used, setUsed] = useState(false);
  const navigate = useNavigate();
  const onLoginPage = isLoginPath(location.path);
  const linkView = signInLinkView(location.search);
  useEffect(() => {
    if (!linkView) return;
    navigate(withoutSignInParam(location), { replace: true, keepScroll: true });
    setRequest({ view: linkView });
  }, [linkView, location, navigate, setRequest]);
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
