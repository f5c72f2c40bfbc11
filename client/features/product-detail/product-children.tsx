import { css } from 'styled-system/css';
import { formatPrice } from '../../../shared/pricing/format-price';
import type { ProductDetail } from '../../../shared/product/product-detail';
import { componentHref } from '../../../shared/product/product-urls';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { selectionOf } from './use-variation-query';
import { VariationPicker } from './variation-picker';

/**
 * Set and bundle members (document 2 §2): each with its own stock and, for set members, its own
 * variation choices kept in the query under the member's product id.
 */
export function ProductChildren({ product, query, onChoose }: { product: ProductDetail; query: URLSearchParams; onChoose: (attributeId: string, value: string, nestedUnder: string) => void }) {
  const t = useT();
  const { location } = useRouter();
  if (!product.children.length || (product.type !== 'set' && product.type !== 'bundle')) return null;
  return (
    <section aria-labelledby="product-children" className={css({ mt: '8' })}>
      <h2 id="product-children" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>
        {t(product.type === 'set' ? 'pdp.setItems' : 'pdp.bundleItems')}
      </h2>
      <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '3' })}>
        {product.children.map((child) => {
          const { selected, variant } = selectionOf(child, query, child.id);
          const ats = variant?.ats ?? child.ats;
          const price = variant?.price ?? child.price;
          return (
            <li key={child.id} data-testid="product-child" className={css({ display: 'flex', gap: '3', border: '1px solid', borderColor: 'line', borderRadius: 'lg', p: '3', flexWrap: 'wrap' })}>
              {child.image && <img src={child.image.link} alt="" width={96} height={72} loading="lazy" className={css({ w: '24', h: 'auto', flexShrink: 0 })} />}
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '40' })}>
                <Link to={componentHref(child)} className={css({ fontWeight: 'semibold', color: 'brand.blue', textDecoration: 'underline' })}>
                  {child.name}
                </Link>
                <p className={css({ fontSize: 'xs', color: 'muted' })}>{t('pdp.sku', { id: variant?.productId ?? child.id })}</p>
                <p className={css({ fontWeight: 'bold' })}>
                  {formatPrice(price, child.currency, location.locale.id)} · {t('pdp.quantityEach', { quantity: child.quantity })}
                </p>
                <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: ats > 0 ? 'success' : 'danger' })}>{ats > 0 ? t('pdp.inStock') : t('pdp.outOfStock')}</p>
                {product.type === 'set' && <VariationPicker base={child} selected={selected} onChoose={(attributeId, value) => onChoose(attributeId, value, child.id)} />}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
