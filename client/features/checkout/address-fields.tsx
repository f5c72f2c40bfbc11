import { useId, useMemo } from 'react';
import { namedRegions } from '../../../shared/address/region-names';
import type { AllowedState } from '../../../shared/address/regions';
import type { AddressErrors, CheckoutAddress } from '../../../shared/checkout/checkout-address';
import type { LocaleId, SiteId } from '../../../shared/sites/config';
import { useIntl, useT } from '../../i18n/intl';
import { errorClass, fieldClass, gridTwoClass, inputClass, labelClass } from './form-styles';
import { PostalAutocomplete } from './postal-autocomplete';
import { TextField } from './text-field';

interface Props {
  /** Prefix of input names, e.g. "shipping" (tests and autofill sections use it). */
  name: 'shipping' | 'billing' | 'address';
  value: CheckoutAddress;
  errors: AddressErrors;
  allowedStates: AllowedState[];
  enableAutocomplete: boolean;
  site: SiteId;
  locale: LocaleId;
  onChange(next: CheckoutAddress): void;
}

/** The fields of a shipping or billing address, each with its error message (document 1 §3, §5). */
export function AddressFields({ name, value, errors, allowedStates, enableAutocomplete, site, locale, onChange }: Props) {
  const t = useT();
  const intl = useIntl();
  const stateId = useId();
  // Named and ordered in the shopper's language: "Colombie-Britannique", "Carolina del Norte".
  const regions = useMemo(() => namedRegions(intl, allowedStates), [intl, allowedStates]);
  const set = (field: keyof CheckoutAddress) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });
  const err = (field: keyof CheckoutAddress) => (errors[field] ? t(`checkout.error.${errors[field]}`) : null);
  const section = `section-${name} ${name}`;
  const stateLabel = t(site === 'axle-ca' ? 'checkout.address.province' : 'checkout.address.state');
  const postalLabel = t(site === 'axle-ca' ? 'checkout.address.postalCode' : 'checkout.address.zipCode');
  return (
    <div className={gridTwoClass}>
      <TextField label={t('checkout.address.firstName')} name={`${name}-firstName`} autoComplete={`${section} given-name`} value={value.firstName} onChange={set('firstName')} error={err('firstName')} />
      <TextField label={t('checkout.address.lastName')} name={`${name}-lastName`} autoComplete={`${section} family-name`} value={value.lastName} onChange={set('lastName')} error={err('lastName')} />
      <TextField label={t('checkout.address.address1')} name={`${name}-address1`} autoComplete={`${section} address-line1`} value={value.address1} onChange={set('address1')} error={err('address1')} />
      <TextField label={t('checkout.address.address2')} name={`${name}-address2`} autoComplete={`${section} address-line2`} value={value.address2 ?? ''} onChange={set('address2')} />
      <TextField label={t('checkout.address.city')} name={`${name}-city`} autoComplete={`${section} address-level2`} value={value.city} onChange={set('city')} error={err('city')} />
      <div className={fieldClass}>
        <label htmlFor={stateId} className={labelClass}>
          {stateLabel}
        </label>
        <select
          id={stateId}
          name={`${name}-stateCode`}
          autoComplete={`${section} address-level1`}
          className={inputClass}
          value={value.stateCode}
          onChange={set('stateCode')}
          aria-invalid={errors.stateCode ? true : undefined}
          aria-describedby={errors.stateCode ? `${stateId}-error` : undefined}
        >
          <option value="">{t('checkout.address.choose')}</option>
          {regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
        </select>
        {errors.stateCode && (
          <p id={`${stateId}-error`} className={errorClass}>
            {err('stateCode')}
          </p>
        )}
      </div>
      <PostalAutocomplete
        label={postalLabel}
        name={`${name}-postalCode`}
        value={value.postalCode}
        error={err('postalCode')}
        site={site}
        locale={locale}
        enabled={enableAutocomplete}
        allowedStateIds={allowedStates.map((s) => s.id)}
        onChange={(postalCode) => onChange({ ...value, postalCode })}
        onPick={(pick) =>
          onChange({
            ...value,
            stateCode: pick.stateCode,
            postalCode: value.postalCode.replace(/\s/g, '').toUpperCase().startsWith(pick.postalCode) ? value.postalCode : pick.postalCode,
          })
        }
      />
      <TextField label={t('checkout.address.phone')} name={`${name}-phone`} type="tel" autoComplete={`${section} tel`} value={value.phone} onChange={set('phone')} error={err('phone')} />
    </div>
  );
}
