import { css } from 'styled-system/css';
import type { InterchangeNumber } from '../../../shared/product/product-detail';
import { useT } from '../../i18n/intl';

function Group({ title, numbers }: { title: string; numbers: InterchangeNumber[] }) {
  if (numbers.length === 0) return null;
  return (
    <div>
      <h3 className={css({ fontWeight: 'semibold' })}>{title}</h3>
      <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' })}>
        {numbers.map((n) => (
          <li key={`${n.brand}|${n.number}`} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <span className={css({ color: 'muted', minW: '10rem' })}>{n.brand}</span>
            <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{n.number}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every number the part interchanges with (issue 30): OE numbers first, then other brands'. */
export function InterchangeNumbers({ numbers }: { numbers: InterchangeNumber[] }) {
  const t = useT();
  return (
    <div className={css({ p: '4', display: 'flex', flexDirection: 'column', gap: '3' })} data-testid="interchange-numbers">
      <p className={css({ fontSize: 'sm', color: 'muted' })}>{t('pdp.interchangeHint')}</p>
      <Group title={t('pdp.interchangeOe')} numbers={numbers.filter((n) => n.kind === 'oe')} />
      <Group title={t('pdp.interchangeOther')} numbers={numbers.filter((n) => n.kind === 'aftermarket')} />
    </div>
  );
}
