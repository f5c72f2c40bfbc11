import { useId, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';

const buttonClass = css({
  minH: '11',
  px: '4',
  borderRadius: 'md',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
});

/** Postal-code (or ZIP) search with an inline invalid message, and optionally "Use my location". */
export function PostalSearchForm({
  country,
  value,
  invalid,
  onChange,
  onSubmit,
  onUseLocation,
  locating = false,
}: {
  country: 'CA' | 'US';
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onUseLocation?: () => void;
  locating?: boolean;
}) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" aria-label={t('stores.search.formLabel')} onSubmit={handleSubmit} noValidate className={css({ display: 'grid', gap: '2' })}>
      <label htmlFor={id} className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
        {t(country === 'CA' ? 'stores.search.postalLabel' : 'stores.search.zipLabel')}
      </label>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <input
          id={id}
          name="postalCode"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="postal-code"
          placeholder={t(country === 'CA' ? 'stores.search.postalPlaceholder' : 'stores.search.zipPlaceholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          maxLength={20}
          className={css({ flex: '1 1 10rem', minW: 0, minH: '11', px: '3', border: '1px solid', borderColor: invalid ? 'danger' : 'line', borderRadius: 'md', bg: 'white' })}
        />
        <button type="submit" className={`${buttonClass} ${css({ bg: 'brand.blue', color: 'white', _hover: { bg: 'brand.blueDark' } })}`}>
          {t('stores.search.submit')}
        </button>
        {onUseLocation && (
          <button type="button" onClick={onUseLocation} disabled={locating} className={`${buttonClass} ${css({ border: '1px solid', borderColor: 'brand.blue', color: 'brand.blue', bg: 'white' })}`}>
            {t('stores.search.useLocation')}
          </button>
        )}
      </div>
      {invalid && (
        <p id={errorId} role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {t(country === 'CA' ? 'stores.search.invalidPostal' : 'stores.search.invalidZip')}
        </p>
      )}
    </form>
  );
}
