import { useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { isValidEmail } from '../../../shared/validation/email';
import { useT } from '../../i18n/intl';
import { PAGE_FORM_FIELD } from '../../../shared/types/form-answer';
import { useRouter } from '../../router/router';
import { useFormAnswer } from '../forms/use-form-answer';
import { useNewsletter } from './use-newsletter';

const ANSWERED = { ok: 'success', invalid: 'invalid', failed: 'error' } as const;

/**
 * Footer newsletter sign-up (document 1 §2.4, §4, §5). Without JavaScript it posts to the page
 * it is on, which answers with the same page and the sign-up's outcome (decision 270).
 */
export function NewsletterForm() {
  const t = useT();
  const { href, location } = useRouter();
  const answer = useFormAnswer('newsletter');
  const { status, submit, edited } = useNewsletter(location.locale.id, answer ? ANSWERED[answer.outcome] : undefined);
  const [email, setEmail] = useState(answer?.values.email ?? '');
  const input = useRef<HTMLInputElement>(null);
  // Fixed (one form per page, in the footer): the server renders the footer once per site and locale.
  const id = 'newsletter';
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const messageId = `${id}-message`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const ok = await submit(email);
    if (ok) setEmail('');
    // A rejected e-mail sends focus back to the field its message describes.
    else if (!isValidEmail(email.trim())) input.current?.focus();
  };

  const invalid = status === 'invalid';
  return (
    <form method="post" action={href} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`} className={css({ display: 'grid', gap: '2', maxW: '28rem' })}>
      <input type="hidden" name={PAGE_FORM_FIELD} value="newsletter" />
      <h2 id={`${id}-heading`} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t('shell.newsletter.heading')}
      </h2>
      <p className={css({ fontSize: 'sm', color: 'rgba(255, 255, 255, 0.85)' })}>{t('shell.newsletter.text')}</p>
      <label htmlFor={inputId} className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
        {t('shell.newsletter.email')}
      </label>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <input
          ref={input}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            edited();
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={css({
            flex: '1 1 12rem',
            minW: '0',
            minH: '11',
            px: '3',
            bg: 'white',
            color: 'ink',
            border: '2px solid',
            borderColor: invalid ? 'danger' : 'white',
            borderRadius: 'md',
          })}
        />
        <button
          type="submit"
          disabled={status === 'submitting'}
          className={css({ flex: '0 0 auto', minH: '11', px: '5', bg: 'brand.yellow', color: 'ink', fontWeight: 'bold', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'brand.yellowDark' }, _disabled: { opacity: 0.7, cursor: 'wait' } })}
        >
          {status === 'submitting' ? t('shell.newsletter.submitting') : t('shell.newsletter.submit')}
        </button>
      </div>
      {invalid && (
        <p id={errorId} role="alert" className={css({ color: '#FFB4AB', fontSize: 'sm', fontWeight: 'semibold' })}>
          {t('shell.newsletter.invalid')}
        </p>
      )}
      <p id={messageId} role="status" className={css({ fontSize: 'sm', fontWeight: 'semibold', minH: '5', color: status === 'error' ? '#FFB4AB' : 'brand.yellow' })}>
        {status === 'success' && t('shell.newsletter.success')}
        {status === 'error' && t('shell.newsletter.error')}
      </p>
    </form>
  );
}
