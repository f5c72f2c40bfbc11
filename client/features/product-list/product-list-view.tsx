import useSWR from 'swr';
import { css } from 'styled-system/css';
import type { ProductListData } from '../../../shared/search/listing-data';
import { pageDataKey, type Breadcrumb } from '../../../shared/types/page';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { Breadcrumbs } from '../shell/breadcrumbs';
import { useSelectedVehicle } from '../garage/use-selected-vehicle';
import { Pagination } from '../pagination/pagination';
import { RefinementPanel } from '../refinements/refinement-panel';
import { SelectedRefinements } from '../refinements/selected-refinements';
import { EmptyResults } from './empty-results';
import { FiltersModal } from './filters-modal';
import { ListHeading } from './list-heading';
import { ListSeo } from './list-seo';
import { ProductGrid } from './product-grid';
import { SortControl } from './sort-control';
import { useFollowRefinement } from './use-follow-refinement';
import { useListing } from './use-listing';
import { useListAnalytics } from './use-list-analytics';
import { listHeadingVehicle } from '../../../shared/search/list-heading';

/** The product list screen (document 2 §2): heading, refinements, sort, cards and pagination. */
export function ProductListView({ data, breadcrumbs }: { data: ProductListData; breadcrumbs: Breadcrumb[] }) {
  const t = useT();
  const { href, location } = useRouter();
  // The route keeps showing the previous payload while this location's loads: that is when
  // skeletons show. (Data the server sent counts as this location's: it is SWR's fallback.)
  const isLoading = useSWR(pageDataKey(href)).data === undefined;
  const { result } = data;
  const vehicleParam = data.vehicleInPath ? null : (data.vehicle?.modelId ?? null);
  const listing = useListing(result, data.query, vehicleParam);
  const follow = useFollowRefinement(result);
  const selectedVehicle = useSelectedVehicle();
  const listVehicle = data.vehicle && (selectedVehicle?.modelId === data.vehicle.modelId ? selectedVehicle : data.vehicle);
  const vehicle = listVehicle ?? selectedVehicle;
  const onSelect = useListAnalytics(data, isLoading, vehicle);
  const vehicleName = data.vehicle ? `${data.vehicle.year} ${data.vehicle.makeName} ${data.vehicle.modelName}` : null;
  const categoryName = data.category?.name ?? null;
  const fitmentFilters = Object.fromEntries(Object.entries(result.selectedRefinements).filter(([k]) => k === 'submodel' || k === 'engine'));
  const toggle = (attributeId: string, value: string) => {
    follow(attributeId);
    listing.toggle(attributeId, value);
  };
  const clear = (attributeId: string) => {
    follow(attributeId);
    listing.clear(attributeId);
  };
  const title =
    data.mode === 'search'
      ? t('listing.meta.searchTitle', { query: data.query })
      : vehicleName && categoryName
        ? t('listing.meta.vehicleTitle', { vehicle: vehicleName, category: categoryName })
        : (data.category?.pageTitle ?? categoryName ?? '');
  const description = data.mode === 'search' ? t('listing.meta.searchDescription', { count: result.total, query: data.query }) : data.category?.pageDescription;
  const panelProps = { refinements: result.refinements, selected: listing.state.refine, onToggle: toggle, onClear: clear };
  return (
    <div className={css({ maxW: 'container', mx: 'auto', px: { base: '3', md: '6' }, pb: '12' })}>
      <ListSeo title={title} description={description} keywords={data.category?.pageKeywords} search={data.mode === 'search'} hits={result.hits} />
      <Breadcrumbs items={breadcrumbs} />
      <ListHeading vehicleName={listHeadingVehicle(data.vehicle, selectedVehicle)} categoryName={categoryName} />
      {data.mode === 'search' && data.query && <p className={css({ color: 'muted', mb: '2' })}>{t('listing.searchFor', { query: data.query })}</p>}
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3', mb: '4' })}>
        <p data-testid="result-count" role="status" className={css({ fontWeight: 'semibold' })}>
          {t('listing.count', { count: result.total })}
        </p>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          {data.vehicleInPath && result.refinements.length > 0 && (
            <div className={css({ display: { base: 'block', lg: 'none' } })}>
              <FiltersModal {...panelProps} total={result.total} onClearAll={listing.clearAll} />
            </div>
          )}
          <SortControl options={result.sortingOptions} selected={result.selectedSortingOption} onSort={listing.sort} />
        </div>
      </div>
      <SelectedRefinements refinements={result.refinements} selected={listing.state.refine} onToggle={toggle} onClearAll={listing.clearAll} />
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '16rem 1fr' }, gap: '6', alignItems: 'start' })}>
        {result.refinements.length > 0 && (
          <aside className={css({ display: data.vehicleInPath ? { base: 'none', lg: 'block' } : 'block', border: '1px solid', borderColor: 'line', borderRadius: 'lg', overflow: 'hidden' })}>
            <RefinementPanel {...panelProps} idPrefix="side" />
          </aside>
        )}
        <div className={css({ minW: '0', gridColumn: result.refinements.length ? undefined : '1 / -1' })}>
          {!isLoading && result.total === 0 ? (
            <EmptyResults query={data.query || categoryName || ''} />
          ) : (
            <ProductGrid
              hits={result.hits}
              loading={isLoading}
              skeletons={Math.min(result.limit, 8)}
              locale={location.locale.id}
              listVehicleId={data.vehicle?.modelId ?? null}
              vehicle={vehicle}
              fitmentFilters={fitmentFilters}
              onSelect={onSelect}
            />
          )}
          <Pagination total={result.total} pageSize={result.pagination.pageSize} current={result.pagination.currentPage} hrefFor={listing.pageHref} />
        </div>
      </div>
    </div>
  );
}
