/** The store's share image, for pages without an image of their own. */
export const SHARE_IMAGE_PATH = '/images/share/axle.svg';

export interface SocialCard {
  title: string;
  description?: string;
  /** Absolute canonical URL of the page. */
  url: string;
  /** Absolute image URL. */
  image: string;
  type: 'website' | 'article' | 'product';
  /** Locale id (en-CA); Open Graph writes it with an underscore. */
  locale: string;
}

/** Open Graph and Twitter card tags (product and content pages). */
export function SocialTags({ card }: { card: SocialCard }) {
  return (
    <>
      <meta property="og:type" content={card.type} />
      <meta property="og:title" content={card.title} />
      {card.description && <meta property="og:description" content={card.description} />}
      <meta property="og:url" content={card.url} />
      <meta property="og:image" content={card.image} />
      <meta property="og:locale" content={card.locale.replace('-', '_')} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={card.title} />
      {card.description && <meta name="twitter:description" content={card.description} />}
      <meta name="twitter:image" content={card.image} />
    </>
  );
}
