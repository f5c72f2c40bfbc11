import type { InputHTMLAttributes } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { errorClass, inputClass, labelClass } from '../checkout/form-styles';

/**
 * A labelled input of the sign-in forms; its error (a message id of the `auth` namespace) and any
 * hint are tied to it through aria-describedby.
 */
export function AuthField({
  id,
  label,
  error,
  describedBy,
  ...input
}: { id: string; label: string; error?: string | null; describedBy?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const t = useT();
  const errorId = `${id}-error`;
  const described = [error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css({ display: 'grid', gap: '1', minW: '0' })}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {error && (
        <p id={errorId} className={errorClass} data-testid="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** The form-level error (document 1 §2.5: a global form error shows as an error banner). */
export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" data-testid="auth-error-banner" className={css({ bg: '#fdecec', color: 'danger', border: '1px solid', borderColor: 'danger', borderRadius: 'md', px: '3', py: '2', fontSize: 'sm', fontWeight: 'semibold' })}>
      {message}
    </div>
  );
}

export const submitClass = css({
  minH: '12',
  px: '6',
  w: 'full',
  bg: 'brand.blue',
  color: 'white',
  fontWeight: 'bold',
  borderRadius: 'md',
  cursor: 'pointer',
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});

export const textLinkClass = css({ color: 'brand.blue', fontWeight: 'semibold', textDecoration: 'underline', cursor: 'pointer', bg: 'transparent', p: '0', fontSize: 'sm' });

export const checkboxRowClass = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', minH: '11', cursor: 'pointer', '& input': { w: '5', h: '5', accentColor: 'brand.blue' } });

export const formClass = css({ display: 'grid', gap: '4' });
