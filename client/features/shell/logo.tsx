import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';

// Class names computed once: this renders on every page, and css() hashes its argument on each call.
const logoLinkClass = css({ display: 'inline-flex', alignItems: 'center', gap: '2', minH: '11', flexShrink: 0 });
const logoTextClass = css({ fontSize: '2xl', fontWeight: 'extrabold', letterSpacing: 'tight', lineHeight: '1' });

/** The store's logo, a link home. */
export function Logo() {
  const t = useT();
  return (
    <Link to="/" aria-label={t('shell.logo.label')} className={logoLinkClass}>
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="7" fill="#FFD100" />
        <circle cx="16" cy="16" r="9" fill="none" stroke="#14161F" strokeWidth="3" />
        <circle cx="16" cy="16" r="3" fill="#14161F" />
        <path d="M16 7v6M16 19v6M7 16h6M19 16h6" stroke="#14161F" strokeWidth="2" />
      </svg>
      <span className={logoTextClass}>{t('shell.logo.text')}</span>
    </Link>
  );
}
