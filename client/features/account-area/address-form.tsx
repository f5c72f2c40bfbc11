import { useEffect, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { CustomerAddress } from '../../../shared/account/account-api';
import { validateAccountAddress } from '../../../shared/account/account-address';
import type { AllowedState } from '../../../shared/address/regions';
import type { AddressErrors, CheckoutAddress } from '../../../shared/checkout/checkout-address';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { AddressFields } from '../checkout/address-fields';
import { primaryButtonClass, sectionClass, sectionTitleClass } from '../checkout/form-styles';
import { secondaryButtonClass } from './account-styles';

export interface AddressDraft {
  address: CheckoutAddress;
  preferred: boolean;
}

export function draftOf(address: CustomerAddress | null, country: CheckoutAddress['countryCode']): AddressDraft {
  return {
    address: {
      firstName: address?.firstName ?? '',
      lastName: address?.lastName ?? '',
      address1: address?.address1 ?? '',
      address2: address?.address2 ?? '',
      city: address?.city ?? '',
      stateCode: address?.stateCode ?? '',
      postalCode: address?.postalCode ?? '',
      countryCode: address?.countryCode ?? country,
      phone: address?.phone ?? '',
    },
    preferred: address?.preferred ?? false,
  };
}

/**
 * Add or edit one address: the checkout address fields with the same rules (postal letter vs
 * province, ZIP, the site's states), phone optional, and "preferred". Server field errors come back in `errors`.
 */
export function AddressForm({
  title,
  initial,
  allowedStates,
  enableAutocomplete,
  serverErrors,
  busy,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: AddressDraft;
  allowedStates: AllowedState[];
  enableAutocomplete: boolean;
  serverErrors: AddressErrors;
  busy: boolean;
  onSubmit(draft: AddressDraft): void;
  onCancel(): void;
}) {
  const t = useT();
  const { location } = useRouter();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const shown = { ...serverErrors, ...errors };
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form takes the list's place: its heading gets the focus so the change is announced.
  useEffect(() => headingRef.current?.focus(), []);

  const change = (address: CheckoutAddress) => {
    setDraft((d) => ({ ...d, address }));
    if (submitted) setErrors(validateAccountAddress(address, location.site.l10n.country));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateAccountAddress(draft.address, location.site.l10n.country);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  };

  return (
    <form method="post" className={sectionClass} onSubmit={submit} noValidate aria-label={title}>
      <h2 ref={headingRef} tabIndex={-1} className={sectionTitleClass}>
        {title}
      </h2>
      <AddressFields
        name="address"
        value={draft.address}
        errors={shown}
        allowedStates={allowedStates}
        enableAutocomplete={enableAutocomplete}
        site={location.site.id}
        locale={location.locale.id}
        onChange={change}
      />
      <label className={css({ display: 'flex', gap: '2', alignItems: 'center', minH: '11' })}>
        <input type="checkbox" name="preferred" checked={draft.preferred} onChange={(e) => setDraft((d) => ({ ...d, preferred: e.target.checked }))} />
        {t('account.addresses.preferredField')}
      </label>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {t('account.addresses.save')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t('account.addresses.cancel')}
        </button>
      </div>
    </form>
  );
}
