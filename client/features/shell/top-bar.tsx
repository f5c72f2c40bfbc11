import { forwardRef } from 'react';
import { css, cx } from 'styled-system/css';
import { useBoot } from '../../boot-context';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { onDark } from './on-dark';
import { LocaleSwitcher } from './shell-widgets';
import { PhoneIcon } from './icons';
import { useShellContent } from '../content/use-shell-content';
import { ContentLinkView } from '../content/content-link';

/** Where the top bar's promotion points: the page explaining the store's prices. */
const PROMO_PATH = '/why-our-prices-are-so-low';

// Class names computed once: this renders on every page, and css() hashes its argument on each call.
const promoLinkClass = css({ color: 'brand.yellow', fontWeight: 'semibold', textDecoration: 'underline' });
const topBarClass = cx(onDark, css({ bg: 'ink', color: 'white', fontSize: 'xs' }));
const topBarRowClass = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', maxW: 'container', mx: 'auto', px: '4', minH: '9' });
const phoneLinkClass = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', minH: '8', whiteSpace: 'nowrap', _hover: { textDecoration: 'underline' } });
const promoClass = css({ display: { base: 'none', md: 'block' }, textAlign: 'center' });

/** Top bar (document 1 §2.4): customer-service number, promotional message, locale switcher. */
export const TopBar = forwardRef<HTMLDivElement>(function TopBar(_props, ref) {
  const t = useT();
  const { customerServicePhone } = useBoot();
  const promo = useShellContent()?.header.promo;
  return (
    <div ref={ref} className={topBarClass}>
      <div className={topBarRowClass}>
        <a
          href={`tel:${customerServicePhone.replace(/[^\d+]/g, '')}`}
          aria-label={t('shell.topBar.callLabel', { phone: customerServicePhone })}
          className={phoneLinkClass}
        >
          <PhoneIcon size={14} />
          <span>{customerServicePhone}</span>
        </a>
        <p className={promoClass}>
          {promo?.text ? (
            <>
              {promo.text} {promo.link && <ContentLinkView link={promo.link} className={promoLinkClass} />}
            </>
          ) : (
            <>
              {t('shell.topBar.promo')}{' '}
              <Link to={PROMO_PATH} className={promoLinkClass}>
                {t('shell.topBar.promoLink')}
              </Link>
            </>
          )}
        </p>
        <LocaleSwitcher />
      </div>
    </div>
  );
});
