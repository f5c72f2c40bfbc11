import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { unitsSoldCount } from '../../../shared/search/units-sold';
import type { LocaleId } from '../../../shared/sites/config';
import type { ProductHit } from '../../../shared/types/product';
import type { SelectedVehicle } from '../../../shared/vehicles/selected-vehicle';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { FitmentBanner } from './fitment-banner';
import { formatPrice } from '../../../shared/pricing/format-price';
import { PriceDisplay } from './price-display';
import { QuantityStepper } from './quantity-stepper';
import { StarRating } from './star-rating';
import { CardAddToCart } from '../cart/card-add-to-cart';
import { WishlistHeart } from '../wishlist/wishlist-heart';
import { itemFromHit } from '../../../shared/analytics/items';
import { cardPurchasable } from '../../../shared/cart/orderable';
import { keptCardMarkup } from './kept-card-markup';

export interface ProductCardProps {
  hit: ProductHit;
  href: string;
  locale: LocaleId;
  /** The vehicle the card talks about (the list's, else the shopper's), or null. */
  vehicle: SelectedVehicle | null;
  /** "year make model" of that vehicle, or null when none is selected. */
  vehicleName: string | null;
  /** Opens the vehicle selector (Check Vehicle Fit). */
  onCheckFit: () => void;
  /** Called after the cart took the product. */
  onAddToCart?: (productId: string, quantity: number) => void;
  /** Called when the shopper follows the card's link (list analytics). */
  onSelect?: () => void;
  /**
   * How the image loads: `first` (eager, fetched first: a list's largest paint), `eager` (the rest
   * of the first row) or `lazy` (the default, below the fold).
   */
  imageLoad?: 'first' | 'eager' | 'lazy';
}

const actionClass = css({
  flex: '1',
  minH: '10',
  px: '3',
  borderRadius: 'md',
  fontWeight: 'semibold',
  fontSize: 'sm',
  cursor: 'pointer',
});

// Class names computed once: a list renders dozens of cards, and css() hashes its argument on every call.
const cardClass = css({ position: 'relative', w: 'full', border: '1px solid', borderColor: 'line', borderRadius: 'lg', p: '3', display: 'flex', flexDirection: 'column', gap: '2', bg: 'white', minW: '0' });
const heartClass = css({ position: 'absolute', top: '2', right: '2', zIndex: 1 });
const linkClass = css({ display: 'flex', flexDirection: 'column', gap: '2', color: 'fg', _hover: { '& h2': { textDecoration: 'underline' } } });
const imageClass = css({ w: 'full', h: 'auto', aspectRatio: '4 / 3', objectFit: 'contain' });
const noImageClass = css({ w: 'full', aspectRatio: '4 / 3', bg: 'surface', borderRadius: 'md' });
const nameClass = css({ fontWeight: 'semibold', lineClamp: 3, fontSize: 'md' });
const smallMutedClass = css({ fontSize: 'xs', color: 'muted' });
const soldClass = css({ fontSize: 'xs', fontWeight: 'bold', color: 'brand.blue' });
const notesClass = css({ fontSize: 'xs', bg: 'surface', borderRadius: 'md', p: '2' });
const boldClass = css({ fontWeight: 'bold' });
const notesListClass = css({ listStyle: 'disc', pl: '4' });
const actionsClass = css({ mt: 'auto', display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', pt: '1' });
const soldOutClass = css({ color: 'danger', fontWeight: 'bold' });
const checkFitClass = css({ bg: 'brand.blue', color: 'white', _hover: { bg: 'brand.blueDark' } });

const isServer = typeof window === 'undefined';

/**
 * Product card (document 2 §2): image, name, SKU, price and its core deposit, badges, fit banner,
 * stepper and action. The server may write markup it rendered before for the same props (a list
 * renders dozens of cards, and the same cards recur across pages, sorts and filters); the browser
 * hydrates the same elements either way.
 */
export function ProductCard(props: ProductCardProps) {
  const nameId = useId();
  const { onCheckFit, onAddToCart, onSelect, ...markupProps } = props;
  const html = isServer ? keptCardMarkup.use?.(markupProps, nameId) : undefined;
  if (html !== undefined) return <article {...cardAttributes(props.hit)} dangerouslySetInnerHTML={{ __html: html }} />;
  return <ProductCardBody {...props} nameId={nameId} />;
}

/** The card's own element's attributes, the same with kept markup inside or rendered children. */
function cardAttributes(hit: ProductHit) {
  return { 'data-testid': 'product-card', 'data-product-id': hit.productId, className: cardClass };
}

/** The card rendered in full; `nameId` is the id of its name, which its heart points at. */
export function ProductCardBody({ hit, href, locale, vehicle, vehicleName, onCheckFit, onAddToCart, onSelect, imageLoad = 'lazy', nameId }: ProductCardProps & { nameId: string }) {
  const t = useT();
  const [quantity, setQuantity] = useState(hit.packQuantity ?? 1);
  const sold = unitsSoldCount(hit.unitsSold);
  // Document 2 §4: purchasable when orderable or when stock is above 0; §5: items must be orderable.
  const purchasable = cardPurchasable(hit);
  return (
    <article {...cardAttributes(hit)}>
      <WishlistHeart productId={hit.productId} describedBy={nameId} analyticsItem={() => itemFromHit(hit)} className={heartClass} />
      <Link to={href} onClick={onSelect} className={linkClass}>
        {hit.image ? (
          <img src={hit.image.link} alt={hit.image.alt} width={240} height={180} loading={imageLoad === 'lazy' ? 'lazy' : 'eager'} fetchPriority={imageLoad === 'first' ? 'high' : undefined} className={imageClass} />
        ) : (
          <div aria-hidden="true" className={noImageClass} />
        )}
        <h2 id={nameId} className={nameClass}>{hit.productName}</h2>
      </Link>
      <p className={smallMutedClass}>{t('product.sku', { productId: hit.productId })}</p>
      {hit.replacesOe && (
        <p data-testid="replaces-oe" className={smallMutedClass}>
          {t('product.replacesOe', { number: hit.replacesOe })}
        </p>
      )}
      <PriceDisplay price={hit.price} originalPrice={hit.originalPrice} currency={hit.currency} locale={locale} />
      {hit.coreDeposit && (
        <p data-testid="core-deposit" className={smallMutedClass}>
          {t('product.coreDeposit', { amount: formatPrice(hit.coreDeposit, hit.currency, locale) })}
        </p>
      )}
      {sold && <p className={soldClass}>{t('product.unitsSold', { count: sold })}</p>}
      {hit.rating.count > 0 && <StarRating average={hit.rating.average} count={hit.rating.count} />}
      <FitmentBanner fitment={hit.fitment} vehicleName={vehicleName} position={hit.position} />
      {hit.notes.length > 0 && (
        <div className={notesClass}>
          <p className={boldClass}>{t('product.note')}</p>
          <ul className={notesListClass}>
            {hit.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={actionsClass}>
        {!purchasable ? (
          <p className={soldOutClass}>{t('product.soldOut')}</p>
        ) : vehicleName ? (
          <>
            <QuantityStepper value={quantity} max={hit.ats} onChange={setQuantity} name={hit.productName} step={hit.packQuantity} />
            <CardAddToCart hit={hit} quantity={quantity} vehicle={vehicle} className={actionClass} onAdded={onAddToCart} />
          </>
        ) : (
          <button type="button" className={`${actionClass} ${checkFitClass}`} onClick={onCheckFit}>
            {t('product.checkFit')}
          </button>
        )}
      </div>
    </article>
  );
}
