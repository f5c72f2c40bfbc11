import { describe, expect, it } from 'vitest';
import { containsLink, moderationStatus, newReviewStatus } from './moderation';

describe('review moderation', () => {
  it.each([
    'see https://cheap-parts.example',
    'HTTP://x.y',
    'visit www.parts4less',
    'cheap-parts.shop has them',
    'short link bit.ly/abc',
    'mail me at bob@example.com',
    '<a href="x">deal</a>',
    '[url=foo]bar[/url]',
  ])('holds %j', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'Great pads, stopped squealing. 5.5 hours of work, e.g. rotors too.',
    'Fits my 2019 Civic. Torque to 80 ft.lbs.',
    'No links here... just dots.',
    'Price was $49.99 — worth it',
  ])('publishes %j', (text) => {
    expect(containsLink(text)).toBe(false);
  });

  it('holds a review when any text has a link', () => {
    expect(moderationStatus('Great', 'works well')).toBe('published');
    expect(moderationStatus('Great', 'buy at www.x.ca')).toBe('pending');
  });
});

describe('newReviewStatus (decision 263)', () => {
  const texts = ['Solid pads', 'Quiet and no dust after a month.', 'Sam'];
  it("publishes a verified buyer's first review without a link", () => {
    expect(newReviewStatus(texts, { verifiedBuyer: true, reviewedBefore: false })).toBe('published');
  });

  it('holds everything else for moderation', () => {
    expect(newReviewStatus(texts, { verifiedBuyer: false, reviewedBefore: false })).toBe('pending');
    expect(newReviewStatus(texts, { verifiedBuyer: true, reviewedBefore: true })).toBe('pending');
    expect(newReviewStatus([...texts, 'see www.parts4less'], { verifiedBuyer: true, reviewedBefore: false })).toBe('pending');
  });
});
