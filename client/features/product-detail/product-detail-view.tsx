import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { ShipmentType } from '../../../shared/cart/add-to-cart';
import { formatPrice } from '../../../shared/pricing/format-price';
import { savingsPercent, tierPrice } from '../../../shared/pricing/price-rules';
import type { ProductPageData } from '../../../shared/product/product-detail';
import { setStock, stockMessage } from '../../../shared/product/stock-message';
import { detailOrderable } from '../../../shared/cart/orderable';
import { itemProductId } from '../../../shared/product/variations';
import type { Breadcrumb } from '../../../shared/types/page';
import type { ProductSectionInput } from '../../../shared/types/product-section';
import { vehicleLabel } from '../../../shared/vehicles/selected-vehicle';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { FulfilmentOptions, type FulfilmentStock } from '../fulfilment/fulfilment-options';
import { useSelectedVehicle } from '../garage/use-selected-vehicle';
import { NotifyMeForm } from '../notify-me/notify-me-form';
import { PriceDisplay } from '../product-card/price-display';
import { QuantityStepper } from '../product-card/quantity-stepper';
import { OtherPartsForVehicle } from '../recommendations/other-parts-for-vehicle';
import { Breadcrumbs } from '../shell/breadcrumbs';
import { openVehicleSelectorAtom } from '../vehicle-selector/selector-atoms';
import { lazyPart } from '../../components/lazy/lazy-part';
import { ImageGallery } from './image-gallery';
import { ProductAccordions, REVIEWS_ITEM, REVIEWS_SECTION_ID } from './product-accordions';
import { ProductChildren } from './product-children';
import { ProductFitBanner } from './product-fit-banner';
import { ProductHeading } from './product-heading';
import { ProductSeo } from './product-seo';
import { StickyCartBar } from './sticky-cart-bar';
import { TierButtons } from './tier-buttons';
import { useFitmentCheck } from './use-fitment-check';
import { usePurchase } from './use-purchase';
import { selectionOf, useVariationQuery } from './use-variation-query';
import { VariationPicker } from './variation-picker';
import { WishlistHeart } from '../wishlist/wishlist-heart';
import { itemFromDetail } from '../../../shared/analytics/items';
import { useProductAnalytics } from './use-product-analytics';

/** The fitment dialogs load when one first opens (decision 220). */
const fitmentDialogs = lazyPart(() => import('./fitment-dialogs').then((m) => m.FitmentDialogs), 'fitment-dialogs');

const addButton = css({ flex: '1', minW: '40', minH: '12', px: '5', bg: 'brand.yellow', color: 'ink', fontWeight: 'bold', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'brand.yellowDark' }, _disabled: { opacity: 0.6, cursor: 'not-allowed' } });

/** The product detail page (document 2 §2): gallery, buy box, sections, accordions, dialogs. */
export function ProductDetailView({ data, breadcrumbs }: { data: ProductPageData; breadcrumbs: Breadcrumb[] }) {
  const { product, fitment } = data;
  const t = useT();
  const { location } = useRouter();
  const locale = location.locale.id;
  const isCanada = location.site.l10n.country === 'CA';
  const vehicle = useSelectedVehicle();
  const openSelector = useSetAtom(openVehicleSelectorAtom);
  const { query, choose } = useVariationQuery();
  const { selected, variant } = selectionOf(product, query);
  const itemId = itemProductId(product, variant);
  const [quantity, setQuantity] = useState(product.tiers.length > 1 ? (product.tiers[0]?.quantity ?? 1) : product.packQuantity);
  const [shipmentType, setShipmentType] = useState<ShipmentType>('delivery');
  const [fulfilment, setFulfilment] = useState<FulfilmentStock | null>(null);
  const [accordions, setAccordions] = useState<string[]>([]);
  const addAnchor = useRef<HTMLDivElement>(null);

  // Price: the variant's once resolved; the exact-quantity tier price when tiers apply.
  const unitPrice = variant?.price ?? product.price;
  const originalPrice = variant ? variant.originalPrice : product.originalPrice;
  const shownPrice = tierPrice(product.tiers, quantity, unitPrice);
  const savings = savingsPercent({ price: unitPrice, originalPrice });

  // Stock: the fulfilment section's figure once it streams in, else the loader's online stock.
  const ownStock = product.type === 'set' ? setStock(product.children.map((c) => ({ ats: selectionOf(c, query, c.id).variant?.ats ?? c.ats }))) : (variant?.ats ?? product.ats);
  const stock = fulfilment ? (shipmentType === 'pickup' ? (fulfilment.pickup ?? 0) : fulfilment.delivery) : ownStock;
  // Document 2 §5: sets by their members, bundles by stock, everything else by its own flag.
  const orderable = detailOrderable(product);
  // "Only n left!" only when the stock is below the quantity asked for (document 1 §4).
  const stockLine = stockMessage(stock, quantity, orderable, product.outOfStockMessage);

  // Fitment: the loader's answer first, then the browser's check with the garage's trim/engine.
  const check = useFitmentCheck(product.id, vehicle, fitment);
  const compatible = product.universal || check.result?.isCompatible === true;
  const qualifiersMatch = product.universal || check.result?.qualifiersMatch === true;
  const vehicleName = vehicle ? vehicleLabel(vehicle) : null;
  const gadSource = query.get('gad_source');
  const canBuy = stock > 0 && orderable && compatible;
  const needsChoice = itemId === null || (product.type === 'set' && product.children.some((c) => itemProductId(c, selectionOf(c, query, c.id).variant) === null));

  const [notCompatibleOpen, setNotCompatibleOpen] = useState(false);
  const [notCompatibleShown, setNotCompatibleShown] = useState(false);
  const explicitlyNot = check.result !== null && !check.result.isCompatible && !product.universal;
  useEffect(() => {
    if (check.result?.isCompatible) {
      setNotCompatibleOpen(false);
      setNotCompatibleShown(false);
    } else if (explicitlyNot && !notCompatibleShown && !check.loading && vehicle && gadSource !== '1') {
      setNotCompatibleOpen(true);
      setNotCompatibleShown(true);
    }
  }, [check.result, check.loading, explicitlyNot, notCompatibleShown, vehicle, gadSource]);

  const itemInput = { variantId: variant?.productId ?? null, price: shownPrice, originalPrice, vehicle, fits: compatible && qualifiersMatch };
  useProductAnalytics(product, itemInput);

  const purchase = usePurchase({
    product,
    query,
    itemId,
    quantity,
    stock,
    shipmentType,
    storeId: fulfilment?.storeId ?? null,
    vehicle,
    compatible,
    qualifiersMatch,
    isCanada,
  });

  const section: ProductSectionInput = { productId: product.id, productName: product.name, primaryCategoryId: product.primaryCategoryId, modelId: vehicle?.modelId ?? fitment?.modelId ?? null };
  const openReviews = () => {
    setAccordions((open) => (open.includes(REVIEWS_ITEM) ? open : [...open, REVIEWS_ITEM]));
    requestAnimationFrame(() => document.getElementById(REVIEWS_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };
  const attributeNames = product.variationAttributes.filter((a) => !selected[a.id]).map((a) => a.name.toLowerCase());

  return (
    <div className={css({ maxW: 'container', mx: 'auto', px: { base: '3', md: '6' }, pb: '24' })} data-testid="product-page" data-product-id={product.id} data-fitment={check.loading ? 'checking' : 'settled'}>
      <ProductSeo product={product} price={unitPrice} ats={orderable ? stock : 0} />
      <Breadcrumbs items={breadcrumbs} />
      <div className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: { base: '4', lg: '8' }, alignItems: 'start' })}>
        <div className={css({ position: 'relative', minW: '0' })}>
          <ImageGallery images={product.images} name={product.name} />
          <WishlistHeart
            productId={itemId ?? product.id}
            quantity={quantity}
            size="page"
            analyticsItem={() => itemFromDetail(product, { ...itemInput, quantity })}
            className={css({ position: 'absolute', top: '2', right: '2' })}
          />
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}>
          <ProductHeading product={product} skuId={variant?.productId ?? product.id} onRatingClick={openReviews} />
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })} data-testid="product-price">
            <PriceDisplay price={shownPrice} originalPrice={originalPrice !== null && originalPrice > shownPrice ? originalPrice : null} currency={product.currency} locale={locale} />
            {savings > 0 && <span className={css({ bg: 'danger', color: 'white', fontWeight: 'bold', fontSize: 'sm', px: '2', py: '0.5', borderRadius: 'sm' })}>{t('pdp.savings', { percent: savings })}</span>}
          </div>
          {product.coreDeposit && (
            <p data-testid="product-core-deposit" className={css({ fontSize: 'sm', color: 'muted' })}>
              {t('pdp.coreDeposit', { amount: formatPrice(product.coreDeposit, product.currency, locale) })}
            </p>
          )}
          <ProductFitBanner compatible={compatible} qualifiersMatch={qualifiersMatch} universal={product.universal} checked={check.result !== null} vehicleName={vehicleName} gadSource={gadSource} position={product.position} />
          <button
            type="button"
            onClick={() => openSelector({ noRedirect: true })}
            className={css({ alignSelf: 'flex-start', minH: '11', px: '4', border: '2px solid', borderColor: 'brand.blue', color: 'brand.blue', bg: 'white', fontWeight: 'semibold', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'surface' } })}
          >
            {t('pdp.checkVehicle')}
          </button>
          <VariationPicker base={product} selected={selected} onChoose={(attributeId, value) => choose(attributeId, value)} testId="variation-picker" />
          {stockLine?.kind === 'unavailable' && (
            <p role="status" className={css({ color: 'danger', fontWeight: 'bold' })} data-testid="stock-message">
              {stockLine.ownMessage ?? t('pdp.notAvailable')}
            </p>
          )}
          {stockLine?.kind === 'low' && (
            <p role="status" className={css({ color: 'warning', fontWeight: 'bold' })} data-testid="stock-message">
              {t('pdp.onlyLeft', { count: stockLine.count })}
            </p>
          )}
          <FulfilmentOptions {...section} productId={itemId ?? product.id} quantity={quantity} shipmentType={shipmentType} onShipmentTypeChange={setShipmentType} onStockChange={setFulfilment} />
          {canBuy && (
            <div ref={addAnchor} data-testid="quantity-block" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              {product.tiers.length > 1 ? (
                <TierButtons tiers={product.tiers} quantity={quantity} currency={product.currency} locale={locale} onChange={setQuantity} />
              ) : (
                // Its own width: the column would stretch the stepper (and its + button) across the buy box.
                <div className={css({ alignSelf: 'flex-start' })}>
                  <QuantityStepper value={quantity} max={stock} onChange={setQuantity} name={product.name} step={product.packQuantity} />
                </div>
              )}
              {needsChoice && attributeNames.length > 0 && <p className={css({ fontSize: 'sm', color: 'muted' })}>{t('pdp.chooseOptions', { attributes: attributeNames.join(', ') })}</p>}
              <button type="button" className={addButton} disabled={purchase.adding || needsChoice} onClick={() => void purchase.add()}>
                {purchase.adding ? t('pdp.adding') : t('product.addToCart')}
              </button>
            </div>
          )}
          {!canBuy && isCanada && stock > 0 && orderable && (
            <button type="button" className={addButton} onClick={() => void purchase.add()}>
              {t('product.addToCart')}
            </button>
          )}
          {stockLine?.kind === 'unavailable' && <NotifyMeForm productId={itemId ?? product.id} />}
          {product.shortDescription && <p className={css({ color: 'muted' })}>{product.shortDescription}</p>}
          {product.attributes.length > 0 && (
            <section aria-labelledby="product-specifications">
              <h2 id="product-specifications" className={css({ fontWeight: 'bold', fontSize: 'lg', mb: '2' })}>
                {t('pdp.specifications')}
              </h2>
              <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', rowGap: '1', fontSize: 'sm' })}>
                {product.attributes.map((attribute) => (
                  <div key={attribute.label} className={css({ display: 'contents' })}>
                    <dt className={css({ fontWeight: 'semibold' })}>{attribute.label}</dt>
                    <dd>{attribute.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
      </div>
      <ProductChildren product={product} query={query} onChoose={(attributeId, value, nestedUnder) => choose(attributeId, value, nestedUnder)} />
      <ProductAccordions product={product} fitment={fitment} section={section} open={accordions} onOpenChange={setAccordions} />
      <OtherPartsForVehicle {...section} />
      {canBuy && !needsChoice && <StickyCartBar anchor={addAnchor} name={product.name} price={formatPrice(shownPrice, product.currency, locale)} adding={purchase.adding} onAdd={() => void purchase.add()} />}
      <fitmentDialogs.Part
        wanted={notCompatibleOpen || purchase.missingDetailsOpen}
        vehicleName={vehicleName ?? ''}
        notCompatibleOpen={notCompatibleOpen}
        onCloseNotCompatible={() => setNotCompatibleOpen(false)}
        onEditVehicle={() => {
          setNotCompatibleOpen(false);
          openSelector({ noRedirect: true });
        }}
        missingDetailsOpen={purchase.missingDetailsOpen}
        onCloseMissingDetails={purchase.closeMissingDetails}
        onAddAnyway={() => void purchase.add(true)}
        onSelectDetails={purchase.selectDetails}
      />
    </div>
  );
}
