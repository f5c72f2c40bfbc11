import { css } from 'styled-system/css';
import { formatPrice } from '../../../shared/pricing/format-price';
import { VEHICLE_SORT } from '../../../shared/search/search-constants';
import type { ProductHit } from '../../../shared/types/product';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';

const listClass = css({ display: 'flex', gap: '3', overflowX: 'auto', listStyle: 'none', pb: '2', scrollSnapType: 'x mandatory' });
const tileClass = css({ flex: '0 0 auto', w: { base: '40', md: '52' }, border: '1px solid', borderColor: 'line', borderRadius: 'lg', p: '3', bg: 'white', scrollSnapAlign: 'start' });

/**
 * The landing page's "Most bought for your {vehicle}" row (decision 291): the parts this vehicle's
 * shoppers bought most, best first, linking under the vehicle; See All opens the vehicle's parts
 * in that order. Its own small markup rather than the product scroller: importing the scroller
 * here would move it into a chunk the home and product pages share, past their JS budgets.
 */
export function MostBoughtRow({ hits, modelId, vehicleName }: { hits: ProductHit[]; modelId: string; vehicleName: string }) {
  const t = useT();
  const { location } = useRouter();
  if (!hits.length) return null;
  return (
    <section aria-labelledby="most-bought" data-testid="most-bought-row">
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', mb: '3' })}>
        <h2 id="most-bought" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          {t('listing.mostBought', { vehicle: vehicleName })}
        </h2>
        <Link to={`/${modelId}/parts?sort=${VEHICLE_SORT}`} className={css({ color: 'brand.blue', fontWeight: 'semibold', textDecoration: 'underline', whiteSpace: 'nowrap' })}>
          {t('product.seeAll')}
        </Link>
      </div>
      <ul className={listClass}>
        {hits.map((hit) => (
          <li key={hit.productId} className={tileClass}>
            <Link to={`/${modelId}/${hit.primaryCategoryId}/${hit.productId}`} className={css({ display: 'flex', flexDirection: 'column', gap: '2', color: 'fg' })}>
              {hit.image && <img src={hit.image.link} alt="" width={160} height={120} loading="lazy" className={css({ alignSelf: 'center' })} />}
              <span className={css({ fontWeight: 'semibold', lineClamp: 2 })}>{hit.productName}</span>
              <span>
                <span className={css({ fontWeight: 'bold', mr: '2' })}>{formatPrice(hit.price, hit.currency, location.locale.id)}</span>
                {hit.originalPrice ? <s className={css({ color: 'muted', fontSize: 'sm' })}>{formatPrice(hit.originalPrice, hit.currency, location.locale.id)}</s> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
