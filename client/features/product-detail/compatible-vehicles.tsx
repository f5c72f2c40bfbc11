import { useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import { css } from 'styled-system/css';
import type { CompatibleVehiclesPage } from '../../../shared/product/product-detail';
import { COMPATIBLE_VEHICLES_MAX_QUERY } from '../../../shared/product/product-detail';
import { useT } from '../../i18n/intl';
import { productVehiclesKey } from '../../../shared/product/product-api';
import { useRouter } from '../../router/router';

const SEARCH_DEBOUNCE_MS = 300;

const cell = css({ px: '2', py: '1.5', textAlign: 'start', borderBottom: '1px solid', borderColor: 'line', fontSize: 'sm' });
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
        <div className={css({ overflowX: 'auto' })}>
          <table className={css({ w: 'full', borderCollapse: 'collapse', bg: 'white' })}>
            <thead>
              <tr>
                {(['year', 'make', 'model', 'trim', 'engine', 'note'] as const).map((key) => (
                  <th key={key} scope="col" className={cell}>
                    {t(`pdp.vehicles.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.vehicles.map((v, index) => (
                <tr key={`${v.modelId}:${v.submodel ?? ''}:${v.engine ?? ''}:${index}`}>
                  <td className={cell}>{v.year}</td>
                  <td className={cell}>{v.make}</td>
                  <td className={cell}>{v.model}</td>
                  <td className={cell}>{v.submodel ?? t('pdp.vehicles.all')}</td>
                  <td className={cell}>{v.engine ?? t('pdp.vehicles.all')}</td>
                  <td className={cell}>{v.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
