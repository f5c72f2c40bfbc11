import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { ACCOUNT_API, type AddressInput, type CustomerAddress } from '../../../shared/account/account-api';
import type { AllowedState } from '../../../shared/address/regions';
import type { AddressErrors } from '../../../shared/checkout/checkout-address';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { primaryButtonClass, sectionClass } from '../checkout/form-styles';
import { showToast } from '../toast/toaster';
import { sendJson, useAccountApi, useRevalidatePage, type JsonResult } from './account-fetch';
import { AddressForm, draftOf, type AddressDraft } from './address-form';
import { secondaryButtonClass } from './account-styles';
import { RegionAbbr } from '../locale/region-abbr';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: CustomerAddress };

const badgeClass = css({ justifySelf: 'start', display: 'inline-block', px: '2', py: '0.5', borderRadius: 'full', bg: 'brand.yellow', color: 'ink', fontSize: 'xs', fontWeight: 'bold' });

function inputOf(draft: AddressDraft): AddressInput {
  const a = draft.address;
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    address1: a.address1,
    address2: a.address2 || null,
    city: a.city,
    countryCode: a.countryCode,
    stateCode: a.stateCode,
    postalCode: a.postalCode,
    phone: a.phone || null,
    preferred: draft.preferred,
  };
}

function bodyOf(address: CustomerAddress, preferred: boolean): AddressInput {
  const { addressId: _id, ...rest } = address;
  return { ...rest, preferred };
}

/** Billing & Shipping: the saved addresses with add, edit, delete and set preferred (one preferred at most). */
export function AddressBook({ addresses, allowedStates, enableAutocomplete }: { addresses: CustomerAddress[]; allowedStates: AllowedState[]; enableAutocomplete: boolean }) {
  const t = useT();
  const api = useAccountApi();
  const revalidate = useRevalidatePage();
  const { location } = useRouter();
  // Addresses of the other site's country are edited there (its states and postal rules apply; decision 162).
  const country = location.site.l10n.country;
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<AddressErrors>({});
  // Back from the form, focus returns to Add Address (the form that had it is gone).
  const addRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (mode.kind === 'list' && wasEditing.current) addRef.current?.focus();
    wasEditing.current = mode.kind !== 'list';
  }, [mode.kind]);

  /** Runs a change; on success toasts, re-reads the page and returns to the list. */
  const run = async (request: () => Promise<JsonResult<unknown>>, success: string): Promise<void> => {
    setBusy(true);
    try {
      const result = await request();
      if (result.ok) {
        setServerErrors({});
        await revalidate();
        setMode({ kind: 'list' });
        // A deleted card took the focused button with it.
        addRef.current?.focus();
        showToast({ status: 'success', message: t(success) });
      } else if (result.body.fieldErrors) {
        setServerErrors(result.body.fieldErrors as AddressErrors);
      } else {
        showToast({ status: 'error', message: result.body.status === 401 ? t('account.error.signIn') : t('account.error.generic') });
      }
    } catch {
      showToast({ status: 'error', message: t('account.error.generic') });
    } finally {
      setBusy(false);
    }
  };

  if (mode.kind !== 'list') {
    const editing = mode.kind === 'edit' ? mode.address : null;
    return (
      <AddressForm
        key={editing?.addressId ?? 'new'}
        title={t(editing ? 'account.addresses.formEdit' : 'account.addresses.formAdd')}
        initial={draftOf(editing, location.site.l10n.country)}
        allowedStates={allowedStates}
        enableAutocomplete={enableAutocomplete}
        serverErrors={serverErrors}
        busy={busy}
        onCancel={() => {
          setServerErrors({});
          setMode({ kind: 'list' });
        }}
        onSubmit={(draft) =>
          void run(
            () => (editing ? sendJson('PUT', api(ACCOUNT_API.address(editing.addressId)), inputOf(draft)) : sendJson('POST', api(ACCOUNT_API.addresses), inputOf(draft))),
            editing ? 'account.addresses.updated' : 'account.addresses.added',
          )
        }
      />
    );
  }

  return (
    <>
      <div>
        <button ref={addRef} type="button" className={primaryButtonClass} onClick={() => setMode({ kind: 'add' })}>
          {t('account.addresses.add')}
        </button>
      </div>
      {addresses.length === 0 ? (
        <p className={css({ color: 'muted' })}>{t('account.addresses.empty')}</p>
      ) : (
        <ul className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })} aria-label={t('account.addresses.listLabel')}>
          {addresses.map((a) => (
            <li key={a.addressId} className={sectionClass} aria-label={`${a.firstName} ${a.lastName}, ${a.address1}`}>
              {a.preferred && <span className={badgeClass}>{t('account.addresses.preferred')}</span>}
              <address className={css({ fontStyle: 'normal', lineHeight: '1.5' })}>
                {a.firstName} {a.lastName}
                <br />
                {a.address1}
                {a.address2 ? `, ${a.address2}` : ''}
                <br />
                {a.city}, <RegionAbbr code={a.stateCode} /> {a.postalCode}
                <br />
                {a.countryCode}
                {a.phone ? (
                  <>
                    <br />
                    {a.phone}
                  </>
                ) : null}
              </address>
              {a.countryCode !== country && <p className={css({ color: 'muted', fontSize: 'sm' })}>{t('account.addresses.otherCountry')}</p>}
              <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                {a.countryCode === country && (
                  <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => setMode({ kind: 'edit', address: a })}>
                    {t('account.addresses.edit')}
                  </button>
                )}
                <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => void run(() => sendJson('DELETE', api(ACCOUNT_API.address(a.addressId))), 'account.addresses.deleted')}>
                  {t('account.addresses.delete')}
                </button>
                {!a.preferred && a.countryCode === country && (
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    disabled={busy}
                    onClick={() => void run(() => sendJson('PUT', api(ACCOUNT_API.address(a.addressId)), bodyOf(a, true)), 'account.addresses.preferredSet')}
                  >
                    {t('account.addresses.setPreferred')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
