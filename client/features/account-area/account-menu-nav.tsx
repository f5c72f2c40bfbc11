import { css, cx } from 'styled-system/css';
import { ACCOUNT_MENU, accountMenuLabelKey, accountMenuPath, type AccountMenuId } from '../../../shared/account/account-menu';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useLogout } from '../account/use-logout';

const itemClass = css({
  display: 'block',
  w: 'full',
  textAlign: 'start',
  px: '3',
  py: '2',
  minH: '11',
  borderRadius: 'md',
  color: 'ink',
  cursor: 'pointer',
  _hover: { bg: 'surface' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.blue', outlineOffset: '1px' },
});
const currentClass = css({ bg: 'surface', fontWeight: 'bold', color: 'brand.blue', borderInlineStart: '3px solid', borderColor: 'brand.blue' });

/** The menu entries (document 1 §2.3): links, the current one marked, and Logout as an action. */
function MenuList({ current }: { current: AccountMenuId }) {
  const t = useT();
  const logout = useLogout();
  return (
    <ul className={css({ display: 'grid', gap: '1' })}>
      {ACCOUNT_MENU.map(({ id }) => (
        <li key={id}>
          {id === 'logout' ? (
            <button type="button" className={itemClass} onClick={() => void logout()}>
              {t(accountMenuLabelKey(id))}
            </button>
          ) : (
            <Link to={accountMenuPath(id)} className={cx(itemClass, id === current && currentClass)} aria-current={id === current ? 'page' : undefined}>
              {t(accountMenuLabelKey(id))}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The account menu: a side list on large screens; on small ones a compact disclosure showing the
 * current section (it closes on navigation because the page re-renders it per section).
 */
export function AccountMenuNav({ current }: { current: AccountMenuId }) {
  const t = useT();
  return (
    <>
      <nav aria-label={t('account.nav.label')} className={css({ display: { base: 'none', lg: 'block' } })}>
        <MenuList current={current} />
      </nav>
      <details
        key={current}
        className={css({ display: { base: 'block', lg: 'none' }, border: '1px solid', borderColor: 'line', borderRadius: 'md', bg: 'white', '&[open] > summary svg': { transform: 'rotate(180deg)' } })}
      >
        <summary
          className={css({
            px: '3',
            py: '2',
            minH: '11',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '2',
            cursor: 'pointer',
            fontWeight: 'semibold',
            listStyle: 'none',
            '&::-webkit-details-marker': { display: 'none' },
            '& svg': { transition: 'transform 0.15s' },
          })}
        >
          <span>{t('account.nav.compact', { section: t(accountMenuLabelKey(current)) })}</span>
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </summary>
        <nav aria-label={t('account.nav.label')} className={css({ p: '2', borderTop: '1px solid', borderColor: 'line' })}>
          <MenuList current={current} />
        </nav>
      </details>
    </>
  );
}
