import { css } from 'styled-system/css';
import type { AddressErrors, CheckoutAddress } from '../../../shared/checkout/checkout-address';
import type { CheckoutPageData } from '../../../shared/checkout/checkout-page-data';
import { PAGE_FORM_FIELD } from '../../../shared/types/form-answer';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { useFormAnswer } from '../forms/use-form-answer';
import { AddressFields } from './address-fields';
import { errorClass, primaryButtonClass, sectionClass, sectionTitleClass } from './form-styles';
import { TextField } from './text-field';

const PREFIX = 'shipping-';
const ERROR_PREFIX = 'checkout.error.';
const ignore = () => {};

/**
 * The checkout's address step for a browser without JavaScript (decision 294), rendered inside
 * `<noscript>`: the contact e-mail and the address post to /checkout, which keeps them on the
 * basket and answers with this form again, its messages or "saved" and why paying needs script.
 */
export function CheckoutAddressNoScript({ data }: { data: CheckoutPageData }) {
  const t = useT();
  const { location } = useRouter();
  const answer = useFormAnswer('checkout-address');
  const values = answer?.values ?? {};
  const errors = answer?.fieldErrors ?? {};
  const address: CheckoutAddress = {
    firstName: values[`${PREFIX}firstName`] ?? '',
    lastName: values[`${PREFIX}lastName`] ?? '',
    address1: values[`${PREFIX}address1`] ?? '',
    address2: values[`${PREFIX}address2`] ?? '',
    city: values[`${PREFIX}city`] ?? '',
    stateCode: values[`${PREFIX}stateCode`] ?? '',
    postalCode: values[`${PREFIX}postalCode`] ?? '',
    countryCode: location.site.l10n.country,
    phone: values[`${PREFIX}phone`] ?? '',
  };
  // The answer names message ids; the address fields word `checkout.error.<code>` themselves.
  const addressErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => field.startsWith(PREFIX))
      .map(([field, id]) => [field.slice(PREFIX.length), id.slice(ERROR_PREFIX.length)]),
  ) as AddressErrors;
  return (
    <form method="post" noValidate className={css({ display: 'grid', gap: '4', maxW: '40rem' })} data-testid="checkout-address-form">
      <input type="hidden" name={PAGE_FORM_FIELD} value="checkout-address" />
      {answer?.message && (
        <p role="alert" className={errorClass}>
          {t(answer.message)}
        </p>
      )}
      {answer?.outcome === 'ok' && (
        <div role="status" data-testid="checkout-address-saved" className={css({ display: 'grid', gap: '1', fontWeight: 'semibold' })}>
          <p>{t('checkout.noScript.saved')}</p>
          <p>{t('checkout.noScript.payment')}</p>
        </div>
      )}
      <section className={sectionClass} aria-labelledby="checkout-contact-no-script">
        <h2 id="checkout-contact-no-script" className={sectionTitleClass}>
          {t('checkout.contact.heading')}
        </h2>
        <TextField label={t('checkout.contact.email')} name="email" type="email" autoComplete="email" defaultValue={values.email ?? ''} error={errors.email ? t(errors.email) : null} />
      </section>
      <section className={sectionClass} aria-labelledby="checkout-shipping-no-script">
        <h2 id="checkout-shipping-no-script" className={sectionTitleClass}>
          {t('checkout.shipping.heading')}
        </h2>
        <AddressFields name="shipping" value={address} errors={addressErrors} allowedStates={data.allowedStates} enableAutocomplete={false} site={location.site.id} locale={location.locale.id} onChange={ignore} />
      </section>
      <button type="submit" className={primaryButtonClass}>
        {t('checkout.noScript.submit')}
      </button>
    </form>
  );
}
