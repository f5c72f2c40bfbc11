import { useEffect, useState, type RefObject } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';

/**
 * The sticky add-to-cart bar (document 2 §2): appears once the page's own Add to Cart button has
 * scrolled out of view, so only one of them is on screen at a time.
 */
export function StickyCartBar({ anchor, name, price, adding, onAdd }: { anchor: RefObject<HTMLElement | null>; name: string; price: string; adding: boolean; onAdd: () => void }) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(!!entry && !entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [anchor]);
  if (!visible) return null;
  return (
    <div
      role="region"
      aria-label={t('pdp.stickyBar')}
      data-testid="sticky-cart-bar"
      className={css({ position: 'fixed', insetX: '0', bottom: '0', zIndex: 1000, bg: 'white', borderTop: '1px solid', borderColor: 'line', boxShadow: 'lg', px: '4', py: '2' })}
    >
      <div className={css({ maxW: 'container', mx: 'auto', display: 'flex', alignItems: 'center', gap: '3' })}>
        <p className={css({ flex: '1', minW: '0', fontWeight: 'semibold', truncate: true, display: { base: 'none', sm: 'block' } })}>{name}</p>
        <p className={css({ fontWeight: 'bold' })}>{price}</p>
        <button type="button" disabled={adding} onClick={onAdd} className={css({ minH: '11', px: '5', bg: 'brand.yellow', color: 'ink', fontWeight: 'bold', borderRadius: 'md', cursor: 'pointer', _disabled: { opacity: 0.6 } })}>
          {adding ? t('pdp.adding') : t('product.addToCart')}
        </button>
      </div>
    </div>
  );
}
