import { cardPurchasable } from '../../../shared/cart/orderable';
import type { ProductHit } from '../../../shared/types/product';
import { serializeJson } from '../../../shared/serialize-json';
import { buildHref } from '../../../shared/sites/resolve';
import { useBoot } from '../../boot-context';
import { useRouter } from '../../router/router';

/** Title, description, keywords and the list's structured data (CollectionPage or SearchResultsPage). */
export function ListSeo({ title, description, keywords, search, hits }: { title: string; description?: string; keywords?: string; search: boolean; hits: ProductHit[] }) {
  const { origin } = useBoot();
  const { location } = useRouter();
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': search ? 'SearchResultsPage' : 'CollectionPage',
    name: title,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: hits.length,
      itemListElement: hits.map((hit, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Product',
          name: hit.productName,
          sku: hit.productId,
          ...(hit.image ? { image: origin + hit.image.link } : {}),
          brand: { '@type': 'Brand', name: hit.brand },
          url: origin + buildHref(`/${hit.parentCategoryId ?? 'product'}/${hit.primaryCategoryId}/${hit.productId}`, location.site, location.locale),
          offers: {
            '@type': 'Offer',
            price: (hit.price / 100).toFixed(2),
            priceCurrency: hit.currency,
            itemCondition: 'https://schema.org/NewCondition',
            // A part not sold online is out of stock to a shopper, whatever the warehouse holds (decision 262).
            availability: hit.ats > 0 && cardPurchasable(hit) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
        },
      })),
    },
  };
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {keywords && <meta name="keywords" content={keywords} />}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJson(jsonLd) }} />
    </>
  );
}
