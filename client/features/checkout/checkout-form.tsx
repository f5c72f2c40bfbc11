import { useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { css } from 'styled-system/css';
import type { Basket } from '../../../shared/cart/basket';
import { validateAddress, validateContactEmail, type AddressErrors, type CheckoutAddress } from '../../../shared/checkout/checkout-address';
import type { CheckoutPageData, PreparePaymentResponse } from '../../../shared/checkout/checkout-page-data';
import type { PlaceOrderResponse } from '../../../shared/checkout/order';
import { paymentFieldsSrc } from '../../../shared/checkout/payment-config';
import { buildHref } from '../../../shared/sites/resolve';
import { useT } from '../../i18n/intl';
import { useNavigate, useRouter } from '../../router/router';
import { AddressFields } from './address-fields';
import { postJson, siteApi, type ApiFailure } from './checkout-api';
import { CheckoutLines } from './checkout-lines';
import { errorClass, primaryButtonClass, sectionClass, sectionTitleClass } from './form-styles';
import { OrderSummary } from './order-summary';
import { PaymentFrame, type PaymentFrameHandle } from './payment-frame';
import { TextField } from './text-field';
import { useCheckoutQuote } from './use-checkout-quote';
import { useCheckoutPrefill } from '../account-area/use-checkout-prefill';
import { useCheckoutAnalytics } from './use-checkout-analytics';
import { ItemsUnavailableDialog, unavailableLines } from '../cart/items-unavailable-dialog';
import { cartKey } from '../cart/cart-api';

interface FieldErrors {
  email?: string;
  shippingAddress?: AddressErrors;
  billingAddress?: AddressErrors;
}

/**
 * The checkout form (issue items 5–6): contact e-mail, shipping address, delivery and pickup
 * lines, taxes, billing address (same as shipping by default), hosted payment fields and Place
 * Order. Every failure is a message on the page; what was typed stays.
 */
export function CheckoutForm({ basket, data }: { basket: Basket; data: CheckoutPageData }) {
  const t = useT();
  const { location } = useRouter();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const site = location.site.id;
  const locale = location.locale.id;
  const country = location.site.l10n.country;
  const empty: CheckoutAddress = { firstName: '', lastName: '', address1: '', city: '', stateCode: '', postalCode: '', countryCode: country, phone: '' };
  const [email, setEmail] = useState(basket.customerInfo.email ?? '');
  // An address already kept on the basket (the address step sent without script, decision 294).
  const saved = basket.shipments.find((s) => s.c_shipmentType === 'delivery')?.shippingAddress;
  const [shipping, setShipping] = useState<CheckoutAddress>(() => (saved ? { ...empty, ...saved, countryCode: country } : empty));
  const [sameAsShipping, setSameAsShipping] = useState(true);
  const [billing, setBilling] = useState<CheckoutAddress>(empty);
  // A registered shopper starts from the preferred saved address and the account e-mail (decision 162).
  useCheckoutPrefill(country, ({ email: accountEmail, address }) => {
    if (accountEmail) setEmail((current) => current || accountEmail);
    if (address) setShipping((current) => (current.firstName || current.address1 || current.postalCode ? current : address));
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped when the server refuses the order for unavailable items: the dialog opens again.
  const [unavailableNotice, setUnavailableNotice] = useState(0);
  const frame = useRef<PaymentFrameHandle>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const hasDelivery = basket.productItems.some((i) => i.c_shipmentType === 'delivery');
  const basketVersion = basket.productItems.map((i) => `${i.itemId}:${i.quantity}`).join(',');
  const quote = useCheckoutQuote(site, locale, hasDelivery ? shipping.stateCode : '', basketVersion);
  const fieldsSrc = paymentFieldsSrc(data.payment, '', locale);
  const analytics = useCheckoutAnalytics(basket);

  const details = () => ({
    email,
    shippingAddress: hasDelivery ? shipping : null,
    billingAddress: hasDelivery && sameAsShipping ? null : billing,
  });

  const fail = (message: string) => {
    setFormError(message);
    setBusy(false);
    // The message is announced (role=alert) and brought into view; inputs keep their values.
    requestAnimationFrame(() => alertRef.current?.scrollIntoView({ block: 'center' }));
  };

  const fromServer = (failure: ApiFailure) => {
    if (failure.code === 'items_unavailable') {
      setUnavailableNotice((n) => n + 1);
      void mutate(cartKey(site, locale));
    }
    const fe = failure.fieldErrors as { email?: string; shippingAddress?: AddressErrors; billingAddress?: AddressErrors } | null | undefined;
    if (fe) setErrors({ email: fe.email, shippingAddress: fe.shippingAddress, billingAddress: fe.billingAddress });
    fail(failure.code ? t(`checkout.error.${failure.code}`) : t('checkout.error.generic'));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next: FieldErrors = {};
    const emailError = validateContactEmail(email);
    if (emailError) next.email = emailError;
    if (hasDelivery) {
      const e = validateAddress(shipping, country);
      if (Object.keys(e).length) next.shippingAddress = e;
    }
    if (!hasDelivery || !sameAsShipping) {
      const e = validateAddress(billing, country);
      if (Object.keys(e).length) next.billingAddress = e;
    }
    setErrors(next);
    if (Object.keys(next).length) {
      fail(t('checkout.error.invalid'));
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const prepared = await postJson<PreparePaymentResponse>(siteApi('/api/checkout/payment', site, locale), details());
      if (!prepared.ok) return fromServer(prepared.body);
      analytics.shipping();
      const outcome = await frame.current!.submit(prepared.body.paymentId);
      if (outcome === 'invalid') return fail(t('checkout.error.card'));
      if (outcome === 'declined') return fail(t('checkout.error.payment_declined'));
      if (outcome === 'error') return fail(t('checkout.error.payment_error'));
      analytics.payment();
      const placed = await postJson<PlaceOrderResponse>(siteApi('/api/checkout/orders', site, locale), { ...details(), paymentId: prepared.body.paymentId });
      if (!placed.ok) return fromServer(placed.body);
      analytics.purchase(placed.body.order);
      // The basket became an order: every cart view (header badge included) reads again.
      await mutate((key) => typeof key === 'string' && key.startsWith('/api/cart'), undefined, { revalidate: true });
      navigate(buildHref(`/checkout/confirmation/${placed.body.order.orderNo}`, location.site, location.locale));
    } catch {
      fail(t('checkout.error.generic'));
    }
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, alignItems: 'start' })}>
      <div className={css({ display: 'grid', gap: '4', minW: '0' })}>
        <div ref={alertRef} role="alert" className={formError ? css({ p: '3', border: '2px solid', borderColor: 'danger', borderRadius: 'md', bg: 'white' }) + ' ' + errorClass : undefined}>
          {formError}
        </div>
        <section className={sectionClass} aria-labelledby="checkout-contact">
          <h2 id="checkout-contact" className={sectionTitleClass}>
            {t('checkout.contact.heading')}
          </h2>
          <TextField label={t('checkout.contact.email')} name="email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email ? t(`checkout.error.${errors.email}`) : null} />
        </section>
        {hasDelivery && (
          <section className={sectionClass} aria-labelledby="checkout-shipping">
            <h2 id="checkout-shipping" className={sectionTitleClass}>
              {t('checkout.shipping.heading')}
            </h2>
            <AddressFields name="shipping" value={shipping} errors={errors.shippingAddress ?? {}} allowedStates={data.allowedStates} enableAutocomplete={data.enableAutocomplete} site={site} locale={locale} onChange={setShipping} />
          </section>
        )}
        <CheckoutLines basket={basket} stores={quote?.stores ?? []} locale={locale} />
        <section className={sectionClass} aria-labelledby="checkout-billing">
          <h2 id="checkout-billing" className={sectionTitleClass}>
            {t('checkout.billing.heading')}
          </h2>
          {hasDelivery && (
            <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <input type="checkbox" name="sameAsShipping" checked={sameAsShipping} onChange={(e) => setSameAsShipping(e.target.checked)} className={css({ w: '5', h: '5' })} />
              {t('checkout.billing.sameAsShipping')}
            </label>
          )}
          {(!hasDelivery || !sameAsShipping) && (
            <AddressFields name="billing" value={billing} errors={errors.billingAddress ?? {}} allowedStates={data.allowedStates} enableAutocomplete={data.enableAutocomplete} site={site} locale={locale} onChange={setBilling} />
          )}
        </section>
        <section className={sectionClass} aria-labelledby="checkout-payment">
          <h2 id="checkout-payment" className={sectionTitleClass}>
            {t('checkout.payment.heading')}
          </h2>
          <PaymentFrame ref={frame} src={fieldsSrc} />
        </section>
      </div>
      {/* Document 1 §4, §8: lines no longer available online are offered for removal before paying. */}
      <ItemsUnavailableDialog key={unavailableNotice} items={unavailableLines(basket.productItems)} />
      <aside className={sectionClass + ' ' + css({ position: { lg: 'sticky' }, top: { lg: '4' } })} aria-labelledby="checkout-summary">
        <h2 id="checkout-summary" className={sectionTitleClass}>
          {t('checkout.summary.heading')}
        </h2>
        {quote && <OrderSummary totals={quote.totals} currency={basket.currency} locale={locale} />}
        <button type="submit" disabled={busy} aria-busy={busy} className={primaryButtonClass}>
          {busy ? t('checkout.placingOrder') : t('checkout.placeOrder')}
        </button>
      </aside>
    </form>
  );
}
