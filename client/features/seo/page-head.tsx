import type { PagePayload } from '../../../shared/types/page';
import { pageAlternates, pageUrl } from '../../../shared/seo/page-urls';
import { robotsDirective } from '../../../shared/seo/page-seo';
import { useBoot } from '../../boot-context';
import { useRouter } from '../../router/router';

/**
 * Head tags every page gets from its payload's SEO rule (decision 172): meta robots always
 * (noindex unless the route is listed as indexable), and for indexable pages the canonical URL
 * and hreflang alternates from the same builders the sitemap uses. React hoists them into <head>.
 */
export function PageHead({ payload }: { payload: PagePayload }) {
  const { origin } = useBoot();
  const { location } = useRouter();
  const seo = payload.seo;
  const path = seo?.index ? seo.canonicalPath : null;
  return (
    <>
      <meta name="robots" content={robotsDirective(seo)} />
      {path !== null && path !== undefined && (
        <>
          <link rel="canonical" href={pageUrl(origin, path, location.locale.id)} />
          {pageAlternates(origin, path, seo?.site ?? null).map((link) => (
            <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
          ))}
        </>
      )}
    </>
  );
}
