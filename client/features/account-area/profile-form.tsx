import { useId, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { ACCOUNT_API, type CustomerProfile, type LocaleId } from '../../../shared/account/account-api';
import { nameProblem, PREFERRED_LOCALES } from '../../../shared/account/profile-rules';
import { LOCALE_ENDONYMS } from '../../../shared/i18n/locale-endonyms';
import { useT } from '../../i18n/intl';
import { useRefreshAccount } from '../account/use-account';
import { errorClass, fieldClass, gridTwoClass, inputClass, labelClass, primaryButtonClass, sectionClass } from '../checkout/form-styles';
import { TextField } from '../checkout/text-field';
import { showToast } from '../toast/toaster';
import { sendJson, useAccountApi, useRevalidatePage } from './account-fetch';

type NameField = 'firstName' | 'lastName';

/** Profile Details: names (registration rules, document 1 §5), the e-mail (read-only, decision 161) and the preferred locale. */
export function ProfileForm({ profile }: { profile: CustomerProfile }) {
  const t = useT();
  const api = useAccountApi();
  const revalidate = useRevalidatePage();
  const refreshAccount = useRefreshAccount();
  const localeId = useId();
  const [values, setValues] = useState({ firstName: profile.firstName, lastName: profile.lastName, preferredLocale: profile.preferredLocale ?? '' });
  const [errors, setErrors] = useState<Partial<Record<NameField, string>>>({});
  const [busy, setBusy] = useState(false);

  const check = (field: NameField, value: string) => {
    const problem = nameProblem(value, field);
    return problem ? t(`account.profile.error.${field}.${problem}`) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { firstName: check('firstName', values.firstName), lastName: check('lastName', values.lastName) };
    setErrors(next);
    if (next.firstName || next.lastName) return;
    setBusy(true);
    try {
      const result = await sendJson<CustomerProfile>('PATCH', api(ACCOUNT_API.profile), {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        preferredLocale: (values.preferredLocale || null) as LocaleId | null,
      });
      if (result.ok) {
        setValues({ firstName: result.body.firstName, lastName: result.body.lastName, preferredLocale: result.body.preferredLocale ?? '' });
        showToast({ status: 'success', message: t('account.profile.saved') });
        await Promise.all([revalidate(), refreshAccount()]);
      } else {
        const fieldErrors = (result.body.fieldErrors ?? {}) as Partial<Record<NameField, string>>;
        setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([f, code]) => [f, t(`account.profile.error.${f}.${code}`)])));
        if (!Object.keys(fieldErrors).length) showToast({ status: 'error', message: result.body.status === 401 ? t('account.error.signIn') : t('account.error.generic') });
      }
    } catch {
      showToast({ status: 'error', message: t('account.error.generic') });
    } finally {
      setBusy(false);
    }
  };

  const setName = (field: NameField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    // Once shown, an error follows the value as it changes.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: check(field, event.target.value) }));
  };

  return (
    <form className={sectionClass} onSubmit={submit} noValidate>
      <div className={gridTwoClass}>
        <TextField label={t('account.profile.firstName')} name="firstName" autoComplete="given-name" value={values.firstName} onChange={setName('firstName')} error={errors.firstName} maxLength={60} />
        <TextField label={t('account.profile.lastName')} name="lastName" autoComplete="family-name" value={values.lastName} onChange={setName('lastName')} error={errors.lastName} maxLength={60} />
      </div>
      <TextField label={t('account.profile.email')} name="email" type="email" value={profile.email} readOnly className={cx(inputClass, css({ bg: 'surface', color: 'muted' }))} />
      <p className={css({ color: 'muted', fontSize: 'sm', mt: '-2' })}>{t('account.profile.emailHint')}</p>
      <div className={fieldClass}>
        <label htmlFor={localeId} className={labelClass}>
          {t('account.profile.preferredLocale')}
        </label>
        <select id={localeId} name="preferredLocale" className={inputClass} value={values.preferredLocale} onChange={(e) => setValues((v) => ({ ...v, preferredLocale: e.target.value }))}>
          <option value="">{t('account.profile.localeNone')}</option>
          {PREFERRED_LOCALES.map((id) => (
            <option key={id} value={id} lang={id}>
              {LOCALE_ENDONYMS[id]}
            </option>
          ))}
        </select>
      </div>
      {errors.firstName === undefined && errors.lastName === undefined ? null : <p className={errorClass} role="alert">{t('account.profile.fixErrors')}</p>}
      <div>
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {t('account.profile.save')}
        </button>
      </div>
    </form>
  );
}
