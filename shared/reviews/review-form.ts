/** Write-a-review form rules (document 2 §5 Review form): every field required. */

/** The review form's e-mail rule: {email} with a 2 to 6 letter ending (document 2 §5). */
export const REVIEW_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,6}$/;

/** Field lengths the store accepts (docs/decisions/083-review-limits.md). */
export const REVIEW_LIMITS = { title: 150, firstName: 60, email: 254, content: 5000 } as const;

export interface ReviewFormValues {
  score: number;
  reviewTitle: string;
  firstName: string;
  email: string;
  reviewContent: string;
}

export type ReviewField = keyof ReviewFormValues;

/** Message keys (reviews namespace) of each failed rule; their en-US texts are the spec's. */
export const REVIEW_FORM_MESSAGES = {
  score: 'Please assing rating.',
  reviewTitle: 'Please enter title.',
  firstName: 'Please enter your first name.',
  email: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email address.',
  reviewContent: 'Please enter content.',
} as const;

export type ReviewFormMessage = keyof typeof REVIEW_FORM_MESSAGES;

export const EMPTY_REVIEW_FORM: ReviewFormValues = { score: 0, reviewTitle: '', firstName: '', email: '', reviewContent: '' };

/** Failed rules per field (at most one each), in form order; empty when the form is valid. */
export function validateReviewForm(values: ReviewFormValues): Partial<Record<ReviewField, ReviewFormMessage>> {
  const errors: Partial<Record<ReviewField, ReviewFormMessage>> = {};
  if (!Number.isInteger(values.score) || values.score < 1 || values.score > 5) errors.score = 'score';
  if (!values.reviewTitle.trim()) errors.reviewTitle = 'reviewTitle';
  if (!values.firstName.trim()) errors.firstName = 'firstName';
  const email = values.email.trim();
  if (!email) errors.email = 'email';
  else if (!REVIEW_EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  if (!values.reviewContent.trim()) errors.reviewContent = 'reviewContent';
  return errors;
}

/** Whether the form differs from its initial values (publish stays disabled until it does). */
export function isReviewFormChanged(values: ReviewFormValues, initial: ReviewFormValues = EMPTY_REVIEW_FORM): boolean {
  return (Object.keys(initial) as ReviewField[]).some((key) => values[key] !== initial[key]);
}
