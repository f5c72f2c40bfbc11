import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { ContactLink } from '../contact/contact-link';

/** Empty state (document 2 §2): the query, the help line and Contact. */
export function EmptyResults({ query }: { query: string }) {
  const t = useT();
  return (
    <div data-testid="empty-results" className={css({ textAlign: 'center', py: '12', px: '4', bg: 'surface', borderRadius: 'lg' })}>
      <p className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })}>{t('listing.empty.title', { query })}</p>
      <p className={css({ color: 'muted', mb: '4' })}>{t('listing.empty.help')}</p>
      <ContactLink className={css({ display: 'inline-block', bg: 'brand.blue', color: 'white', px: '6', py: '3', borderRadius: 'md', fontWeight: 'semibold' })}>
        {t('listing.empty.contact')}
      </ContactLink>
    </div>
  );
}
