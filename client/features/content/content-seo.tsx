import { serializeJson } from '../../../shared/serialize-json';
import { buildHref } from '../../../shared/sites/resolve';
import { useBoot } from '../../boot-context';
import { useRouter } from '../../router/router';

/** Absolute URL of a prefix-free path on the current site and locale. */
export function useAbsoluteUrl(): (path: string) => string {
  const { origin } = useBoot();
  const { location } = useRouter();
  return (path) => origin + buildHref(path, location.site, location.locale);
}

/** The canonical link and the page's structured data (title and description come from PageLayout). */
export function ContentSeo({ path, jsonLd }: { path: string; jsonLd: Record<string, unknown> }) {
  const absolute = useAbsoluteUrl();
  return (
    <>
      <link rel="canonical" href={absolute(path)} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJson({ '@context': 'https://schema.org', url: absolute(path), ...jsonLd }) }} />
    </>
  );
}

/** A content date (YYYY-MM-DD) in the shopper's language. */
export function formatContentDate(date: string, localeId: string): string {
  return new Intl.DateTimeFormat(localeId, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
