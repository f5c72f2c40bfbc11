import { css } from 'styled-system/css';
import { AUTH_PAGE_TITLES, type AuthPageData } from '../../shared/account/auth-page-data';
import { ChangePasswordView } from '../features/auth/change-password-view';
import { LoginPageView } from '../features/auth/login-page-view';
import { RegistrationPageView } from '../features/auth/registration-page-view';
import { ResetPasswordView } from '../features/auth/reset-password-view';
import { useT } from '../i18n/intl';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

/** /login, /registration, /reset-password and /change-password (document 1 §2.1, §2.5): one form each, kept out of search engines. */
export default function AuthPage({ payload }: PageProps<AuthPageData>) {
  const t = useT();
  const { form, next } = payload.data;
  const heading = t(AUTH_PAGE_TITLES[form]);
  return (
    <PageLayout title={`${heading} | ${t('common.storeName')}`} heading={heading} breadcrumbs={payload.breadcrumbs}>
      <div className={css({ maxW: '30rem', p: { base: '0', sm: '6' }, border: { base: 'none', sm: '1px solid' }, borderColor: { sm: 'line' }, borderRadius: 'lg' })}>
        {form === 'login' && <LoginPageView next={next} />}
        {form === 'registration' && <RegistrationPageView />}
        {form === 'reset-password' && <ResetPasswordView />}
        {form === 'change-password' && <ChangePasswordView />}
      </div>
    </PageLayout>
  );
}
