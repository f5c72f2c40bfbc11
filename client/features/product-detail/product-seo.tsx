import type { ProductDetail } from '../../../shared/product/product-detail';
import { productAlternates, productUrl } from '../../../shared/product/product-urls';
import { serializeJson } from '../../../shared/serialize-json';
import { useBoot } from '../../boot-context';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { SHARE_IMAGE_PATH, SocialTags } from '../seo/social-tags';

/**
 * Title, description, canonical (document 2 §2: {site url}/{locale}/{last two category ids or
 * 'product'}/{id}, on the Canadian site for Canadian locales), hreflang alternates for the four
 * locales and the Product structured data (condition new, availability from stock).
 */
export function ProductSeo({ product, price, ats }: { product: ProductDetail; price: number; ats: number }) {
  const t = useT();
  const { origin } = useBoot();
  const { location } = useRouter();
  const canonical = productUrl(origin, location.locale.id, product.categoryTree, product.id);
  const description = product.pageDescription ?? product.shortDescription;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.id,
    mpn: product.partNumber,
    description,
    url: canonical,
    image: product.images.map((image) => origin + image.link),
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.rating.count > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Math.round(product.rating.average * 10) / 10, reviewCount: product.rating.count } } : {}),
    offers: {
      '@type': 'Offer',
      url: canonical,
      price: (price / 100).toFixed(2),
      priceCurrency: product.currency,
      itemCondition: 'https://schema.org/NewCondition',
      availability: ats > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  return (
    <>
      <title>{product.pageTitle ?? t('pdp.title', { name: product.name })}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={canonical} />
      {productAlternates(origin, product.categoryTree, product.id).map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJson(jsonLd) }} />
      <SocialTags card={{ title: product.name, description: description ?? undefined, url: canonical, image: origin + (product.images[0]?.link ?? SHARE_IMAGE_PATH), type: 'product', locale: location.locale.id }} />
    </>
  );
}
