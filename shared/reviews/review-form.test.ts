import { describe, expect, it } from 'vitest';
import { EMPTY_REVIEW_FORM, REVIEW_FORM_MESSAGES, isReviewFormChanged, validateReviewForm } from './review-form';

const valid = { score: 4, reviewTitle: 'Good', firstName: 'Sam', email: 'sam@example.com', reviewContent: 'Fits well' };

describe('review form', () => {
  it('keeps the spec texts', () => {
    expect(REVIEW_FORM_MESSAGES).toEqual({
      score: 'Please assing rating.',
      reviewTitle: 'Please enter title.',
      firstName: 'Please enter your first name.',
      email: 'Please enter your email.',
      emailInvalid: 'Please enter a valid email address.',
      reviewContent: 'Please enter content.',
    });
  });

  it('requires every field', () => {
    expect(validateReviewForm(EMPTY_REVIEW_FORM)).toEqual({ score: 'score', reviewTitle: 'reviewTitle', firstName: 'firstName', email: 'email', reviewContent: 'reviewContent' });
    expect(validateReviewForm({ ...valid, reviewTitle: '   ' })).toEqual({ reviewTitle: 'reviewTitle' });
    expect(validateReviewForm(valid)).toEqual({});
  });

  it('accepts scores 1 to 5 only', () => {
    expect(validateReviewForm({ ...valid, score: 6 })).toEqual({ score: 'score' });
    expect(validateReviewForm({ ...valid, score: 2.5 })).toEqual({ score: 'score' });
    expect(validateReviewForm({ ...valid, score: 1 })).toEqual({});
  });

  it.each([
    ['sam@example', 'emailInvalid'],
    ['sam@example.c', 'emailInvalid'],
    ['sam@example.abcdefg', 'emailInvalid'],
    ['sam@example.com1', 'emailInvalid'],
    ['sam example@x.com', 'emailInvalid'],
    ['sam@example.museum', undefined],
    ['  sam@example.ca  ', undefined],
  ])('e-mail %j → %s', (email, error) => {
    expect(validateReviewForm({ ...valid, email }).email).toBe(error);
  });

  it('is changed once any value differs from the start', () => {
    expect(isReviewFormChanged(EMPTY_REVIEW_FORM)).toBe(false);
    expect(isReviewFormChanged({ ...EMPTY_REVIEW_FORM, score: 3 })).toBe(true);
    expect(isReviewFormChanged({ ...EMPTY_REVIEW_FORM, firstName: 'A' })).toBe(true);
  });
});
