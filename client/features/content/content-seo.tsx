import type { AppIntl } from '../../../shared/i18n/create-intl';
import { serializeJson } from '../../../shared/serialize-json';
import { buildHref } from '../../../shared/sites/resolve';
import { useBoot } from '../../boot-context';
import { useRouter } from '../../router/router';
import { SHARE_IMAGE_PATH, SocialTags } from '../seo/social-tags';

/** Absolute URL of a prefix-free path on the current site and locale. */
export function useAbsoluteUrl(): (path: string) => string {
  const { origin } = useBoot();
  const { location } = useRouter();
  return (path) => origin + buildHref(path, location.site, location.locale);
}

/**
 * The page's structured data and its Open Graph / Twitter card (title and description come from
 * PageLayout; the canonical link and hreflang alternates from PageHead, decision 172).
 */
export function ContentSeo({ path, jsonLd }: { path: string; jsonLd: Record<string, unknown> }) {
  const absolute = useAbsoluteUrl();
  const { origin } = useBoot();
  const { location } = useRouter();
  const title = String(jsonLd.name ?? jsonLd.headline ?? '');
  const description = typeof jsonLd.description === 'string' ? jsonLd.description : undefined;
  const type = jsonLd['@type'] === 'Article' ? 'article' : 'website';
  return (
    <>
      <SocialTags card={{ title, description, url: absolute(path), image: origin + SHARE_IMAGE_PATH, type, locale: location.locale.id }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJson({ '@context': 'https://schema.org', url: absolute(path), ...jsonLd }) }} />
    </>
  );
}

/** A content date (YYYY-MM-DD) in the shopper's language, through the page's intl (decision 249). */
export function formatContentDate(intl: AppIntl, date: string): string {
  return intl.formatDate(new Date(`${date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}
