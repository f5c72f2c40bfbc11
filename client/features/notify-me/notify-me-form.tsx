import { useId, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { useBoot } from '../../boot-context';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { useNotifyMe } from './use-notify-me';

/** "Notify me" for a sold-out part (document 2 §2 Product detail page, §4, §5, §7). */
export function NotifyMeForm({ productId }: { productId: string }) {
  const t = useT();
  const id = useId();
  const { organizationId } = useBoot();
  const { location } = useRouter();
  const { state, submit } = useNotifyMe(productId, organizationId, location.site.id, location.locale.id);
  const [email, setEmail] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'submitting') return;
    if (await submit(email)) setEmail('');
  };

  const failed = state.status === 'invalid' || state.status === 'error';
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`} data-testid="notify-me" className={css({ display: 'grid', gap: '2', maxW: '30rem', p: '4', bg: 'surface', borderRadius: 'lg' })}>
      <h2 id={`${id}-heading`} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t('notify.heading')}
      </h2>
      <p className={css({ fontSize: 'sm', color: 'muted' })}>{t('notify.text')}</p>
      <label htmlFor={`${id}-email`} className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
        {t('notify.email')}
      </label>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={state.status === 'invalid' || undefined}
          aria-describedby={`${id}-message`}
          className={css({ flex: '1 1 12rem', minW: '0', minH: '11', px: '3', bg: 'white', border: '1px solid', borderColor: state.status === 'invalid' ? 'danger' : 'line', borderRadius: 'md' })}
        />
        <button
          type="submit"
          disabled={state.status === 'submitting'}
          className={css({ flex: '0 0 auto', minH: '11', px: '5', bg: 'brand.blue', color: 'white', fontWeight: 'bold', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'brand.blueDark' }, _disabled: { opacity: 0.7, cursor: 'wait' } })}
        >
          {state.status === 'submitting' ? t('notify.submitting') : t('notify.submit')}
        </button>
      </div>
      {/* One live region for every outcome, present from the start so screen readers announce changes. */}
      <p id={`${id}-message`} role="status" aria-live="polite" data-testid="notify-me-message" className={css({ minH: '5', fontSize: 'sm', fontWeight: 'semibold', color: failed ? 'danger' : 'success' })}>
        {state.status === 'success' && state.message}
        {state.status === 'invalid' && t('notify.invalid')}
        {state.status === 'error' && t('notify.error')}
      </p>
    </form>
  );
}
