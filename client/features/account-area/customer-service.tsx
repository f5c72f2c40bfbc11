import { css } from 'styled-system/css';
import type { ContentGrid } from '../../../shared/content/content-types';
import { useT } from '../../i18n/intl';
import { sectionClass, sectionTitleClass } from '../checkout/form-styles';
import { ContentLinkView, linkClass } from '../content/content-link';

/** Customer Service: the cards of the "account customer service" content (document 1 §7). */
export function CustomerServiceSection({ grid }: { grid: ContentGrid | null }) {
  const t = useT();
  if (!grid || grid.cards.length === 0) return <p className={css({ color: 'muted' })}>{t('account.customerService.empty')}</p>;
  return (
    <ul className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fill, minmax(14rem, 1fr))' } })}>
      {grid.cards.map((card) => (
        <li key={card.title} className={sectionClass}>
          <h2 className={sectionTitleClass}>{card.title}</h2>
          <p>{card.body}</p>
          {card.link && <ContentLinkView link={card.link} className={linkClass} />}
        </li>
      ))}
    </ul>
  );
}
