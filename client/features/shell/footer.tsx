import { css, cx } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { CountryPicker } from './shell-widgets';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { FOOTER_SECTIONS } from './footer-links';
import { ContentLinkView } from '../content/content-link';
import { useShellContent } from '../content/use-shell-content';
import { onDark } from './on-dark';
import { PaymentIcons } from './payment-icons';
import { ScrollToTop } from './scroll-to-top';
import { SocialIcons } from './social-icons';
import { PrivacyChoicesButton } from '../consent/privacy-choices-button';

const linkClass = css({ display: 'inline-flex', alignItems: 'center', minH: '8', fontSize: 'sm', _hover: { textDecoration: 'underline', color: 'brand.yellow' } });
const headingClass = css({ fontSize: 'sm', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wide', mb: '3', color: 'brand.yellow' });

/**
 * Footer (document 1 §2.4): link lists, payment icons, newsletter, country picker, copyright,
 * social icons and a scroll-to-top button.
 */
export function Footer() {
  const t = useT();
  const content = useShellContent();
  // Lists come from content (document 1 §9: at most 5 × 15); the built-in ones stand in without it.
  const lists = content?.footer.lists.length
    ? content.footer.lists
    : FOOTER_SECTIONS.map((section) => ({
        heading: t(section.headingKey),
        links: section.links.map((link) => ({ text: t(link.labelKey), url: link.to, isExternal: false, openLinkInNewTab: false })),
      }));
  return (
    <footer aria-label={t('shell.footer.label')} className={cx(onDark, css({ bg: 'ink', color: 'white', mt: '12' }))}>
      <div className={css({ maxW: 'container', mx: 'auto', px: { base: '4', md: '6' }, py: '10', display: 'grid', gap: '10' })}>
        <div className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)', xl: '1.4fr 1fr 1fr 1fr' } })}>
          <div className={css({ gridColumn: { md: '1 / -1', xl: 'auto' } })}>
            <NewsletterForm />
          </div>
          {lists.map((list) => (
            <nav key={list.heading} aria-label={list.heading}>
              <h2 className={headingClass}>{list.heading}</h2>
              <ul className={css({ listStyle: 'none', display: 'grid', gap: '1' })}>
                {list.links.map((link) => (
                  <li key={link.url}>
                    <ContentLinkView link={link} className={linkClass} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '6', justifyContent: 'space-between', alignItems: 'flex-end' })}>
          <div>
            <h2 className={headingClass}>{t('shell.footer.payments')}</h2>
            <PaymentIcons label={t('shell.footer.payments')} />
          </div>
          <div>
            <h2 className={headingClass}>{t('shell.footer.social')}</h2>
            <SocialIcons />
          </div>
          <div>
            <h2 className={headingClass}>{t('shell.footer.country')}</h2>
            <CountryPicker />
          </div>
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between', alignItems: 'center', borderTop: '1px solid', borderColor: 'rgba(255, 255, 255, 0.2)', pt: '6' })}>
          <p className={css({ fontSize: 'sm', color: 'rgba(255, 255, 255, 0.85)' })} suppressHydrationWarning>
            {t('shell.footer.copyright', { year: new Date().getFullYear() })}
          </p>
          <PrivacyChoicesButton className={cx(linkClass, css({ cursor: 'pointer', textDecoration: 'underline' }))} />
          <ScrollToTop />
        </div>
      </div>
    </footer>
  );
}
