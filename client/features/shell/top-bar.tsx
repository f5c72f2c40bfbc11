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

/** Top bar (document 1 §2.4): customer-service number, promotional message, locale switcher. */
export const TopBar = forwardRef<HTMLDivElement>(function TopBar(_props, ref) {
  const t = useT();
  const { customerServicePhone } = useBoot();
  const promo = useShellContent()?.header.promo;
  const promoLinkClass = css({ color: 'brand.yellow', fontWeight: 'semibold', textDecoration: 'underline' });
  return (
    <div ref={ref} className={cx(onDark, css({ bg: 'ink', color: 'white', fontSize: 'xs' }))}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', maxW: 'container', mx: 'auto', px: '4', minH: '9' })}>
        <a
          href={`tel:${customerServicePhone.replace(/[^\d+]/g, '')}`}
          aria-label={t('shell.topBar.callLabel', { phone: customerServicePhone })}
          className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', minH: '8', whiteSpace: 'nowrap', _hover: { textDecoration: 'underline' } })}
        >
          <PhoneIcon size={14} />
          <span>{customerServicePhone}</span>
        </a>
        <p className={css({ display: { base: 'none', md: 'block' }, textAlign: 'center' })}>
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
