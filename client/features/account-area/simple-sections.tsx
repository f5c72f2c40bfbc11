import { css } from 'styled-system/css';
import type { SavedPaymentMethod } from '../../../shared/account/account-page-data';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useLogout } from '../account/use-logout';
import { primaryButtonClass, sectionClass, sectionTitleClass } from '../checkout/form-styles';

/** Payments: saved methods are the provider's tokens only; none are kept today (decision 163). */
export function PaymentsSection({ methods }: { methods: SavedPaymentMethod[] }) {
  const t = useT();
  return (
    <section className={sectionClass} aria-labelledby="payments-heading">
      <h2 id="payments-heading" className={sectionTitleClass}>
        {t('account.payments.heading')}
      </h2>
      {methods.length === 0 ? (
        <>
          <p>{t('account.payments.empty')}</p>
          <p className={css({ color: 'muted', fontSize: 'sm' })}>{t('account.payments.explain')}</p>
        </>
      ) : (
        <ul className={css({ display: 'grid', gap: '2' })}>
          {methods.map((m) => (
            <li key={m.id}>{t('account.payments.card', { brand: m.brand, last4: m.last4 })}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Login & Security: the login e-mail and the way to change the password. */
export function LoginSecuritySection({ email }: { email: string }) {
  const t = useT();
  return (
    <section className={sectionClass} aria-labelledby="login-heading">
      <h2 id="login-heading" className={sectionTitleClass}>
        {t('account.loginSecurity.heading')}
      </h2>
      <dl className={css({ display: 'grid', gap: '1' })}>
        <dt className={css({ fontWeight: 'semibold' })}>{t('account.loginSecurity.email')}</dt>
        <dd>{email}</dd>
        <dt className={css({ fontWeight: 'semibold', mt: '2' })}>{t('account.loginSecurity.password')}</dt>
        <dd>••••••••</dd>
      </dl>
      <div>
        <Link to="/change-password" className={css({ color: 'brand.blue', textDecoration: 'underline', fontWeight: 'semibold' })}>
          {t('account.loginSecurity.changePassword')}
        </Link>
      </div>
    </section>
  );
}

/** /account/logout: a confirmation (a plain visit never signs anyone out; the menu entry signs out at once). */
export function LogoutSection() {
  const t = useT();
  const logout = useLogout();
  return (
    <section className={sectionClass}>
      <p>{t('account.logout.intro')}</p>
      <div>
        <button type="button" className={primaryButtonClass} onClick={() => void logout()}>
          {t('account.menu.logout')}
        </button>
      </div>
    </section>
  );
}
