import { useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import { css } from 'styled-system/css';
import type { CompatibleVehiclesPage } from '../../../shared/product/product-detail';
import { COMPATIBLE_VEHICLES_MAX_QUERY } from '../../../shared/product/product-detail';
import { useT } from '../../i18n/intl';
import { productVehiclesKey } from '../../../shared/product/product-api';
import { useRouter } from '../../router/router';

const SEARCH_DEBOUNCE_MS = 300;

/*
 * Below sm each vehicle is a block of labelled values (year, make and model on one line; trim,
 * engine, then the note across) so nothing is cut on a phone; from sm it is a plain table. The
 * explicit roles keep the table's semantics while its display changes.
 */
const tableClass = css({ w: 'full', borderCollapse: 'collapse', bg: 'white', display: { base: 'block', sm: 'table' } });
const headClass = css({
  position: { base: 'absolute', sm: 'static' },
  w: { base: '1px', sm: 'auto' },
  h: { base: '1px', sm: 'auto' },
  overflow: { base: 'hidden', sm: 'visible' },
  clip: { base: 'rect(0 0 0 0)', sm: 'auto' },
  whiteSpace: { base: 'nowrap', sm: 'normal' },
});
const bodyClass = css({ display: { base: 'block', sm: 'table-row-group' } });
const rowClass = css({
  display: { base: 'grid', sm: 'table-row' },
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  columnGap: '2',
  rowGap: '1',
  py: { base: '2', sm: '0' },
  borderBottomWidth: { base: '1px', sm: '0' },
  borderBottomStyle: 'solid',
  borderColor: 'line',
});
const cell = css({ px: '2', py: { base: '0', sm: '1.5' }, textAlign: 'start', borderBottomWidth: { base: '0', sm: '1px' }, borderBottomStyle: 'solid', borderColor: 'line', fontSize: 'sm', display: { base: 'block', sm: 'table-cell' }, overflowWrap: 'anywhere' });
const noteCell = css({ gridColumn: '1 / -1' });
const emptyNoteCell = css({ display: { base: 'none', sm: 'table-cell' } });
const cellLabel = css({ display: { base: 'block', sm: 'none' }, fontSize: 'xs', color: 'muted' });

const COLUMNS = ['year', 'make', 'model', 'trim', 'engine', 'note'] as const;
const pagerButton = css({ minH: '10', px: '3', border: '1px solid', borderColor: 'line', borderRadius: 'md', bg: 'white', cursor: 'pointer', _disabled: { opacity: 0.4, cursor: 'not-allowed' } });

/**
 * Compatible Vehicles (document 2 §2): paged and searched on the server, since a part can fit
 * hundreds of vehicles; loads when the accordion opens.
 */
export function CompatibleVehicles({ productId }: { productId: string }) {
  const t = useT();
  const { location } = useRouter();
  const inputId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const { data } = useSWR<CompatibleVehiclesPage>(productVehiclesKey(productId, q, page, location.site.id, location.locale.id), { keepPreviousData: true });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4' })} data-testid="compatible-vehicles">
      <label htmlFor={inputId} className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
        {t('pdp.vehicles.search')}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        maxLength={COMPATIBLE_VEHICLES_MAX_QUERY}
        placeholder={t('pdp.vehicles.placeholder')}
        onChange={(event) => setText(event.target.value)}
        className={css({ h: '10', px: '3', border: '1px solid', borderColor: 'line', borderRadius: 'md', bg: 'white' })}
      />
      <p aria-live="polite" className={css({ fontSize: 'sm', color: 'muted' })}>
        {data ? t('pdp.vehicles.count', { total: data.total }) : t('common.loading')}
      </p>
      {data && data.total === 0 && q && <p>{t('pdp.vehicles.none')}</p>}
      {data && data.vehicles.length > 0 && (
        <table role="table" aria-label={t('pdp.compatibleVehicles')} className={tableClass}>
          <thead role="rowgroup" className={headClass}>
            <tr role="row">
              {COLUMNS.map((key) => (
                <th key={key} role="columnheader" scope="col" className={cell}>
                  {t(`pdp.vehicles.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className={bodyClass}>
            {data.vehicles.map((v, index) => {
              const values = [String(v.year), v.make, v.model, v.submodel ?? t('pdp.vehicles.all'), v.engine ?? t('pdp.vehicles.all'), v.note ?? ''];
              return (
                <tr key={`${v.modelId}:${v.submodel ?? ''}:${v.engine ?? ''}:${index}`} role="row" className={rowClass}>
                  {COLUMNS.map((key, i) => (
                    <td key={key} role="cell" data-column={key} className={`${cell} ${key === 'note' ? (v.note ? noteCell : emptyNoteCell) : ''}`}>
                      {/* The column's name above each value on a phone; screen readers get it from the header. */}
                      <span aria-hidden="true" className={cellLabel}>
                        {t(`pdp.vehicles.${key}`)}
                      </span>
                      {values[i]}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav aria-label={t('pdp.compatibleVehicles')} className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
          <button type="button" className={pagerButton} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('pdp.vehicles.previous')}
          </button>
          <span className={css({ fontSize: 'sm' })}>{t('pdp.vehicles.page', { page, pages })}</span>
          <button type="button" className={pagerButton} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('pdp.vehicles.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
