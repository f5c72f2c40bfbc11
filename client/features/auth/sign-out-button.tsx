import { useState } from 'react';
import { useT } from '../../i18n/intl';
import { useLogout } from '../account/use-logout';

/** Sign Out (document 1 §2.4 mobile drawer, §4 Logout): signs out, clears the shopper's things, then /login. */
export function SignOutButton({ className }: { className?: string }) {
  const t = useT();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      aria-busy={busy}
      onClick={() => {
        setBusy(true);
        void logout();
      }}
    >
      {t('auth.signOut')}
    </button>
  );
}
