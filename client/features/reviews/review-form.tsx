import { useId, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { EMPTY_REVIEW_FORM, isReviewFormChanged, REVIEW_LIMITS, validateReviewForm, type ReviewField, type ReviewFormMessage, type ReviewFormValues } from '../../../shared/reviews/review-form';
import type { PublishReviewResult } from '../../../shared/reviews/review-types';
import { useT } from '../../i18n/intl';
import { publishReview } from './reviews-api';

const MESSAGE_KEYS: Record<ReviewFormMessage, string> = {
  score: 'reviews.errorScore',
  reviewTitle: 'reviews.errorTitle',
  firstName: 'reviews.errorFirstName',
  email: 'reviews.errorEmail',
  emailInvalid: 'reviews.errorEmailInvalid',
  reviewContent: 'reviews.errorContent',
};

const FIELD_ORDER: ReviewField[] = ['score', 'reviewTitle', 'firstName', 'email', 'reviewContent'];
const STAR = 'M12 2l3 6.9 7.5.6-5.7 4.9 1.8 7.3L12 17.8 5.4 21.7l1.8-7.3L1.5 9.5 9 8.9z';

const inputClass = css({ w: 'full', minH: '11', px: '3', border: '1px solid', borderColor: 'line', borderRadius: 'md', bg: 'white', '&[aria-invalid=true]': { borderColor: 'danger', borderWidth: '2px' } });
const errorClass = css({ color: 'danger', fontSize: 'sm', fontWeight: 'semibold' });

/**
 * Write-a-review form (document 2 §2, §4, §5): open to anyone, every field required with the spec's
 * messages (on leaving a field and on publishing), Publish disabled until the form changes, a
 * server failure shown at the top; success resets the form and hands the result to `onPublished`.
 */
export function ReviewForm({ productId, productName, onPublished, onCancel }: { productId: string; productName: string; onPublished: (result: PublishReviewResult) => void; onCancel: () => void }) {
  const t = useT();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ReviewFormValues>(EMPTY_REVIEW_FORM);
  const [errors, setErrors] = useState<Partial<Record<ReviewField, ReviewFormMessage>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);

  const check = (field: ReviewField, next: ReviewFormValues) => setErrors((current) => ({ ...current, [field]: validateReviewForm(next)[field] }));
  const change = <K extends ReviewField>(field: K, value: ReviewFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A shown message follows the value; a field without one waits until it is left.
    if (errors[field] || field === 'score') check(field, next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (publishing) return;
    const found = validateReviewForm(values);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setPublishing(true);
    setServerError(null);
    const outcome = await publishReview({
      sku: productId,
      review_title: values.reviewTitle.trim(),
      review_content: values.reviewContent.trim(),
      review_score: values.score,
      display_name: values.firstName.trim(),
      email: values.email.trim(),
      product_title: productName,
      product_url: '',
    });
    setPublishing(false);
    if (!outcome.ok) {
      setServerError(t(outcome.reason === 'rate-limited' ? 'reviews.rateLimited' : 'reviews.serverError'));
      form.current?.scrollIntoView?.({ block: 'start' });
      return;
    }
    setValues(EMPTY_REVIEW_FORM);
    setErrors({});
    onPublished(outcome.result);
  };

  const errorOf = (field: ReviewField) => errors[field];
  const described = (field: ReviewField) => (errorOf(field) ? `${id}-${field}-error` : undefined);
  const message = (field: ReviewField) =>
    errorOf(field) ? (
      <p id={`${id}-${field}-error`} className={errorClass} data-testid={`error-${field}`}>
        {t(MESSAGE_KEYS[errorOf(field)!])}
      </p>
    ) : null;

  const text = (field: Exclude<ReviewField, 'score'>, label: string, control: (props: Record<string, unknown>) => ReactNode) => (
    <div className={css({ display: 'grid', gap: '1' })}>
      <label htmlFor={`${id}-${field}`} className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
        {label} <span aria-hidden="true">*</span>
      </label>
      {control({
        id: `${id}-${field}`,
        'data-field': field,
        value: values[field],
        required: true,
        'aria-invalid': errorOf(field) ? true : undefined,
        'aria-describedby': described(field),
        onChange: (event: { target: { value: string } }) => change(field, event.target.value),
        onBlur: (event: FocusEvent<HTMLElement>) => {
          // Leaving for Publish: the submit checks every field, and a message appearing now
          // would move the button from under the pointer.
          if ((event.relatedTarget as HTMLElement | null)?.getAttribute('type') === 'submit') return;
          check(field, values);
        },
        className: inputClass,
      })}
      {message(field)}
    </div>
  );

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} data-testid="review-form" className={css({ display: 'grid', gap: '4' })}>
      <h3 id={`${id}-title`} className={css({ srOnly: true })}>
        {t('reviews.formTitle')}
      </h3>
      {serverError && (
        <p role="alert" data-testid="review-form-error" className={css({ bg: '#FDECEC', color: 'danger', p: '3', borderRadius: 'md', fontWeight: 'semibold' })}>
          {serverError}
        </p>
      )}
      <fieldset aria-describedby={described('score')} className={css({ display: 'grid', gap: '1' })}>
        <legend className={css({ fontWeight: 'semibold', fontSize: 'sm', mb: '1' })}>
          {t('reviews.rating')} <span aria-hidden="true">*</span>
        </legend>
        <div className={css({ display: 'flex', gap: '1' })}>
          {[1, 2, 3, 4, 5].map((score) => (
            <label
              key={score}
              className={css({ display: 'grid', placeItems: 'center', w: '11', h: '11', borderRadius: 'md', cursor: 'pointer', color: 'warning', _focusWithin: { outline: '2px solid', outlineColor: 'brand.blue' } })}
            >
              <input
                type="radio"
                name={`${id}-score`}
                value={score}
                checked={values.score === score}
                onChange={() => change('score', score)}
                data-field={score === 1 ? 'score' : undefined}
                aria-invalid={errorOf('score') ? true : undefined}
                className={css({ srOnly: true })}
              />
              <span className={css({ srOnly: true })}>{t('reviews.ratingStar', { count: score })}</span>
              <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24">
                <path d={STAR} stroke="currentColor" strokeWidth="1.5" fill={values.score >= score ? 'currentColor' : 'none'} />
              </svg>
            </label>
          ))}
        </div>
        {message('score')}
      </fieldset>
      {text('reviewTitle', t('reviews.reviewTitle'), (props) => <input type="text" maxLength={REVIEW_LIMITS.title} {...props} />)}
      {text('firstName', t('reviews.firstName'), (props) => <input type="text" autoComplete="given-name" maxLength={REVIEW_LIMITS.firstName} {...props} />)}
      {text('email', t('reviews.email'), (props) => <input type="email" autoComplete="email" inputMode="email" maxLength={REVIEW_LIMITS.email} {...props} />)}
      {text('reviewContent', t('reviews.reviewContent'), (props) => <textarea rows={5} maxLength={REVIEW_LIMITS.content} {...props} className={`${inputClass} ${css({ py: '2' })}`} />)}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <button
          type="submit"
          disabled={!isReviewFormChanged(values) || publishing}
          className={css({ minH: '11', px: '6', bg: 'brand.yellow', color: 'ink', fontWeight: 'bold', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'brand.yellowDark' }, _disabled: { opacity: 0.55, cursor: 'not-allowed' } })}
        >
          {publishing ? t('reviews.publishing') : t('reviews.publish')}
        </button>
        <button type="button" onClick={onCancel} className={css({ minH: '11', px: '4', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer', _hover: { bg: 'surface' } })}>
          {t('reviews.cancel')}
        </button>
      </div>
    </form>
  );
}
