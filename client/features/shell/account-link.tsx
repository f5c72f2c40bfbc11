import { useAtomValue } from 'jotai';
import type { MouseEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { accountSummaryAtom } from './account-state';
import { UserIcon } from './icons';

/** The sign-in page: the Login link marks itself current there (and the drawer's kept markup differs). */
export const LOGIN_PATH = '/login';

/**
 * The account state arrives after hydration (the HTML is shared, decision 204): icon box and label
 * take the room of either state (the other label sits invisibly in a zero-height pseudo-element),
 * so nothing in the header moves when a signed-in shopper's Account replaces Login.
 */
const reserveClass = css({
  display: 'inline-flex',
  flexDirection: 'column',
  _after: { content: 'attr(data-reserve)', height: '0', overflow: 'hidden', visibility: 'hidden' },
});

const avatarClass = css({ display: 'grid', placeItems: 'center', w: '7', h: '7', borderRadius: 'full', bg: 'brand.yellow', color: 'ink', fontSize: 'sm', fontWeight: 'bold' });
const iconClass = css({ display: 'grid', placeItems: 'center', w: '7', h: '7' });

/**
 * Account entry (document 1 §2.4): Account with an avatar going to /account when registered,
 * else Login going to /login; on /login itself it does not navigate.
 */
export function AccountLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const t = useT();
  const account = useAtomValue(accountSummaryAtom);
  const { location } = useRouter();
  if (account.isRegistered) {
    const initial = (account.firstName ?? '').trim().charAt(0).toUpperCase();
    return (
      <Link to="/account" onClick={onNavigate} className={className}>
        <span aria-hidden="true" className={avatarClass}>
          {initial || <UserIcon size={16} />}
        </span>
        <span data-reserve={t('shell.account.login')} className={reserveClass}>{t('shell.account.account')}</span>
      </Link>
    );
  }
  const onLogin = location.path === LOGIN_PATH;
  const stay = (event: MouseEvent<HTMLAnchorElement>) => {
    // Already on the login page: nothing to navigate to.
    if (onLogin) event.preventDefault();
    else onNavigate?.();
  };
  return (
    <Link to={LOGIN_PATH} onClick={stay} aria-current={onLogin ? 'page' : undefined} className={cx(className)}>
      <span aria-hidden="true" className={iconClass}>
        <UserIcon />
      </span>
      <span data-reserve={t('shell.account.account')} className={reserveClass}>{t('shell.account.login')}</span>
    </Link>
  );
}
