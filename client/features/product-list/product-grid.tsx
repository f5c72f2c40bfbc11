import { css } from 'styled-system/css';
import { fitmentStatus } from '../../../shared/search/fitment-status';
import type { LocaleId } from '../../../shared/sites/config';
import type { ProductHit } from '../../../shared/types/product';
import type { SelectedVehicle } from '../../../shared/vehicles/selected-vehicle';
import { cardHref } from '../product-card/card-href';
import { ProductCard } from '../product-card/product-card';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton';
import { useVehicleSelector } from '../vehicle-selector/use-vehicle-selector';
import { MostBoughtBadge } from './most-bought-badge';

export const gridClass = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
  gap: '4',
  listStyle: 'none',
});

// Cards in the first row at the widest layout: their images load at once, the first one first.
const EAGER_CARDS = 4;

/** The cards of one page, or skeleton cards while the next page loads. */
export function ProductGrid({
  hits,
  loading,
  skeletons,
  locale,
  listVehicleId,
  vehicle,
  fitmentFilters,
  onSelect,
}: {
  hits: ProductHit[];
  loading: boolean;
  skeletons: number;
  locale: LocaleId;
  /** Model id of a vehicle list (its path or query); cards link under it. */
  listVehicleId: string | null;
  /** The vehicle cards talk about: the list's, else the shopper's selected one. */
  vehicle: SelectedVehicle | null;
  fitmentFilters: Record<string, string[]>;
  /** Reports that the shopper followed a card (analytics select_item, personalization click). */
  onSelect?: (hit: ProductHit, index: number) => void;
}) {
  const selector = useVehicleSelector();
  if (loading) {
    return (
      <ul className={gridClass} aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  const vehicleName = vehicle ? `${vehicle.year} ${vehicle.makeName} ${vehicle.modelName}` : null;
  // The garage's trim and engine refine the server's fit when the list filters none of its own.
  const recheck = vehicle && listVehicleId === vehicle.modelId && !fitmentFilters.submodel && !fitmentFilters.engine && (vehicle.submodel || vehicle.engine);
  return (
    <ul className={gridClass} data-testid="product-grid">
      {hits.map((hit, index) => (
        <li key={hit.productId} className={css({ display: 'flex', position: 'relative' })}>
          {hit.mostBoughtRank && vehicleName && <MostBoughtBadge vehicleName={vehicleName} />}
          <ProductCard
            hit={recheck ? { ...hit, fitment: fitmentStatus(vehicle, hit.universal, hit.fitRows) } : hit}
            href={cardHref(hit, listVehicleId, fitmentFilters)}
            locale={locale}
            vehicle={vehicle}
            vehicleName={vehicleName}
            onCheckFit={() => selector.open({ noRedirect: true })}
            onSelect={onSelect ? () => onSelect(hit, index) : undefined}
            imageLoad={index === 0 ? 'first' : index < EAGER_CARDS ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
