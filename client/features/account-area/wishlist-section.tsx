import { useState } from 'react';
import { css } from 'styled-system/css';
import { ACCOUNT_API } from '../../../shared/account/account-api';
import type { WishlistEntry } from '../../../shared/account/account-page-data';
import { formatPrice } from '../../../shared/pricing/format-price';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { sectionClass } from '../checkout/form-styles';
import { showToast } from '../toast/toaster';
import { sendJson, useAccountApi, useRevalidatePage } from './account-fetch';
import { secondaryButtonClass } from './account-styles';

/** Wish List: the signed-in customer's items with name, image, price and link, each removable. */
export function WishlistSection({ items }: { items: WishlistEntry[] }) {
  const t = useT();
  const api = useAccountApi();
  const revalidate = useRevalidatePage();
  const { location } = useRouter();
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (productId: string) => {
    if (removing) return;
    setRemoving(productId);
    try {
      const result = await sendJson('DELETE', api(ACCOUNT_API.wishlistItem(productId)));
      if (result.ok) {
        await revalidate();
        showToast({ status: 'success', message: t('account.wishlist.removed') });
      } else {
        showToast({ status: 'error', message: result.body.status === 404 ? t('account.wishlist.notFound') : t('account.error.generic') });
      }
    } catch {
      showToast({ status: 'error', message: t('account.error.generic') });
    } finally {
      setRemoving(null);
    }
  };

  if (items.length === 0) {
    return (
      <div className={sectionClass}>
        <p>{t('account.wishlist.empty')}</p>
        <div>
          <Link to="/" className={css({ color: 'brand.blue', textDecoration: 'underline' })}>
            {t('account.wishlist.shop')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <ul className={css({ display: 'grid', gap: '3' })}>
      {items.map((item) => {
        const name = item.product?.name ?? item.productId;
        return (
          <li key={item.productId} className={css({ display: 'flex', gap: '3', alignItems: 'center', p: '3', border: '1px solid', borderColor: 'line', borderRadius: 'lg', bg: 'white', flexWrap: 'wrap' })}>
            {item.product?.image ? (
              <img src={item.product.image.link} alt={item.product.image.alt} width={80} height={80} loading="lazy" className={css({ w: '20', h: '20', objectFit: 'contain', flexShrink: 0 })} />
            ) : (
              <span aria-hidden="true" className={css({ w: '20', h: '20', bg: 'surface', borderRadius: 'md', flexShrink: 0 })} />
            )}
            <div className={css({ flex: '1', minW: '10rem', display: 'grid', gap: '1' })}>
              {item.product ? (
                <Link to={item.product.href} className={css({ fontWeight: 'semibold', color: 'ink', _hover: { textDecoration: 'underline' } })}>
                  {name}
                </Link>
              ) : (
                <span className={css({ fontWeight: 'semibold' })}>{name}</span>
              )}
              {item.product ? (
                <span>
                  <strong>{formatPrice(item.product.price, item.product.currency, location.locale.id)}</strong>
                  {item.product.originalPrice !== null && (
                    <s className={css({ color: 'muted', ms: '2' })}>{formatPrice(item.product.originalPrice, item.product.currency, location.locale.id)}</s>
                  )}
                </span>
              ) : (
                <span className={css({ color: 'muted' })}>{t('account.wishlist.unavailable')}</span>
              )}
            </div>
            <button type="button" className={secondaryButtonClass} disabled={removing !== null} onClick={() => void remove(item.productId)} aria-label={t('account.wishlist.removeLabel', { name })}>
              {t('account.wishlist.remove')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
