import { css } from 'styled-system/css';
import type { MenuCategory } from '../../shared/types/category';
import { useT } from '../i18n/intl';
import { Link } from '../router/link';
import { DealStrip } from '../features/home/deal-strip';
import { RecentlyViewedStrip } from '../features/recommendations/recently-viewed-strip';
import type { HeroContent } from '../../shared/content/content-types';
import { ContentLinkView } from '../features/content/content-link';
import type { PageProps } from './page-props';
import { JsonLd } from '../features/seo/json-ld';
import { homeStructuredData } from '../../shared/seo/structured-data';
import { useAbsoluteUrl } from '../features/content/content-seo';
import { useBoot } from '../boot-context';
import { useRouter } from '../router/router';

export interface HomeData {
  categories: MenuCategory[];
  /** The hero banner from content; null shows the built-in heading. */
  hero: HeroContent | null;
  /** API key of the deal strip, streamed after the shell. */
  dealsKey: string;
}

/** Home: hero, shop by category. */
export default function HomePage({ payload }: PageProps<HomeData>) {
  const t = useT();
  const hero = payload.data.hero;
  const absolute = useAbsoluteUrl();
  const { origin, customerServicePhone } = useBoot();
  const { location } = useRouter();
  const structured = homeStructuredData({
    name: t('common.storeName'), homeUrl: absolute('/'), searchUrl: absolute('/search'), logoUrl: origin + '/favicon.svg', phone: customerServicePhone, locale: location.locale.id,
  });
  return (
    <div>
      <title>{t('common.home.title')}</title>
      <meta name="description" content={t('common.home.description')} />
      {structured.map((data) => <JsonLd key={data['@type']} data={data} />)}
      <section className={css({ bg: 'brand.blue', color: 'white', px: { base: '4', md: '8' }, py: { base: '10', md: '16' } })}>
        <div className={css({ maxW: 'container', mx: 'auto' })}>
          <h1 className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'extrabold', lineHeight: 'tight', mb: '3' })}>{hero?.heading ?? t('common.home.heading')}</h1>
          <p className={css({ fontSize: { base: 'md', md: 'xl' }, maxW: '50ch' })}>{hero?.subheading ?? t('common.home.subheading')}</p>
          {hero && hero.filters.length > 0 && (
            <ul aria-label={t('content.hero.filters')} className={css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '2', mt: '5' })}>
              {hero.filters.map((link) => (
                <li key={link.url}>
                  <ContentLinkView link={link} className={css({ display: 'inline-flex', alignItems: 'center', minH: '10', px: '4', borderRadius: 'full', bg: 'white', color: 'brand.blue', fontWeight: 'semibold', _hover: { bg: 'brand.yellow', color: 'ink' } })} />
                </li>
              ))}
            </ul>
          )}
          {hero?.cta && <ContentLinkView link={hero.cta} className={css({ display: 'inline-block', mt: '4', color: 'brand.yellow', fontWeight: 'semibold', textDecoration: 'underline' })} />}
        </div>
      </section>
      <section aria-labelledby="home-categories" className={css({ maxW: 'container', mx: 'auto', px: { base: '4', md: '6' }, py: '10' })}>
        <h2 id="home-categories" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '6' })}>
          {t('common.home.shopByCategory')}
        </h2>
        <ul className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)', xl: 'repeat(6, 1fr)' }, gap: '4', listStyle: 'none' })}>
          {payload.data.categories.map((category) => (
            <li key={category.id}>
              <Link to={`/${category.id}`} className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', p: '4', border: '1px solid', borderColor: 'line', borderRadius: 'lg', textAlign: 'center', fontWeight: 'semibold', _hover: { borderColor: 'brand.blue' } })}>
                {category.image && <img src={category.image} alt="" width={96} height={96} loading="lazy" />}
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <DealStrip apiKey={payload.data.dealsKey} />
      <RecentlyViewedStrip />
    </div>
  );
}
