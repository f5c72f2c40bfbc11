import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { showToast } from '../toast/toaster';
import { changePassword } from './auth-api';
import { NewPasswordForm } from './new-password-form';

/** /change-password (signed-in only): current, new and confirmed password; other sessions end on the server. */
export function ChangePasswordView() {
  const t = useT();
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <p className={css({ color: 'muted', fontSize: 'sm' })}>{t('auth.change.intro')}</p>
      <NewPasswordForm
        withCurrent
        submitLabel={t('auth.change.submit')}
        send={changePassword}
        onDone={() => showToast({ status: 'success', message: t('auth.change.done') })}
      />
    </div>
  );
}
