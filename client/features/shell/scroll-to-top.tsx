import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { ArrowUpIcon } from './icons';
import { MAIN_CONTENT_ID } from './shell-ids';

/** Scrolls back to the top (smoothly unless reduced motion is asked for) and moves focus there. */
export function ScrollToTop() {
  const t = useT();
  const scrollUp = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from the footer.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={scrollUp}
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', minH: '11', px: '4', borderRadius: 'full', bg: 'brand.yellow', color: 'ink', fontWeight: 'semibold', cursor: 'pointer', _hover: { bg: 'brand.yellowDark' } })}
    >
      <ArrowUpIcon />
      {t('shell.footer.scrollTop')}
    </button>
  );
}
