import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { Order } from '../../../shared/checkout/order';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { errorClass, primaryButtonClass, sectionClass } from '../checkout/form-styles';
import { TextField } from '../checkout/text-field';
import { OrderDetails } from './order-details';
import { OrderStatusLine } from './order-status';

const ORG = 'f_ecom_axle';

/**
 * Guest order lookup (document 1 §5, §7): enabled only with both the order number and the e-mail;
 * the e-mail is URL-encoded in the call. Wrong number or e-mail get one message.
 */
export function OrderLookupForm({ initialOrderNo }: { initialOrderNo: string }) {
  const t = useT();
  const { location } = useRouter();
  const [orderNo, setOrderNo] = useState(initialOrderNo);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<Order | null>(null);
  const enabled = orderNo.trim() !== '' && email.trim() !== '' && !busy;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!enabled) return;
    setBusy(true);
    setError(null);
    setOrder(null);
    try {
      const url = `/custom/guest-order/v1/organizations/${ORG}/${encodeURIComponent(orderNo.trim())}?siteId=${location.site.id}&c_email=${encodeURIComponent(email.trim())}`;
      const res = await fetch(url, { headers: { accept: 'application/json' } });
      if (res.ok) setOrder((await res.json()) as Order);
      else setError(res.status === 429 ? t('orders.lookup.tooMany') : res.status === 404 ? t('orders.lookup.notFound') : t('checkout.error.generic'));
    } catch {
      setError(t('checkout.error.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <form onSubmit={onSubmit} noValidate className={sectionClass + ' ' + css({ maxW: '36rem' })}>
        <p>{t('orders.lookup.intro')}</p>
        <TextField label={t('orders.lookup.orderNumber')} name="orderNo" value={orderNo} onChange={(e) => setOrderNo(e.target.value)} autoComplete="off" />
        <TextField label={t('orders.lookup.email')} name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit" disabled={!enabled} aria-busy={busy} className={primaryButtonClass + ' ' + css({ _disabled: { opacity: 0.5, cursor: 'not-allowed' } })}>
          {t('orders.lookup.submit')}
        </button>
        <div role="alert" className={errorClass}>
          {error}
        </div>
      </form>
      {order && (
        <section aria-live="polite" className={css({ display: 'grid', gap: '3' })}>
          <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })} data-testid="order-number">
            {t('orders.confirmation.number', { orderNo: order.orderNo })}
          </h2>
          <p>{t('orders.lookup.status', { date: new Date(order.creationDate).toLocaleDateString(location.locale.id) })}</p>
          <OrderStatusLine order={order} />
          <OrderDetails order={order} locale={location.locale.id} />
        </section>
      )}
    </div>
  );
}
