import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { DataLayerItem } from '../../../shared/analytics/data-layer-events';
import { useWishlistToggle } from './use-wishlist';

export interface WishlistHeartProps {
  productId: string;
  /** Quantity to add (the product page's stepper; 1 on cards). */
  quantity?: number;
  /** Id of the element naming the product, so each heart is told apart by screen readers. */
  describedBy?: string;
  size?: 'card' | 'page';
  className?: string;
  testId?: string;
  /** The product as an analytics item, built when it is added (add_to_wishlist). */
  analyticsItem?: () => DataLayerItem;
}

const pageSizeClass = css({ w: '11', h: '11', boxShadow: 'sm' });
const cardSizeClass = css({ w: '10', h: '10' });
const base = css({
  display: 'grid',
  placeItems: 'center',
  borderRadius: 'full',
  bg: 'white',
  cursor: 'pointer',
  color: 'muted',
  _hover: { color: 'danger' },
  '&[aria-pressed=true]': { color: 'danger' },
  '&[aria-busy=true]': { cursor: 'progress' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.blue', outlineOffset: '2px' },
});

/**
 * The wish-list heart (document 2 §2 Product card, product page): a toggle button, pressed (filled)
 * when the product is in the registered shopper's wish list.
 */
export function WishlistHeart({ productId, quantity = 1, describedBy, size = 'card', className, testId = 'wishlist-heart', analyticsItem }: WishlistHeartProps) {
  const { pressed, toggle, label } = useWishlistToggle(productId, quantity, analyticsItem);
  const [busy, setBusy] = useState(false);
  const px = size === 'page' ? 22 : 20;
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      data-testid={testId}
      data-product-id={productId}
      className={cx(base, size === 'page' ? pageSizeClass : cardSizeClass, className)}
      onClick={() => {
        setBusy(true);
        void toggle().finally(() => setBusy(false));
      }}
    >
      <svg aria-hidden="true" width={px} height={px} viewBox="0 0 24 24" fill={pressed ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
      </svg>
    </button>
  );
}
