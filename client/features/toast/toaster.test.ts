import { afterEach, describe, expect, it } from 'vitest';
import { LINK_TOAST_DURATION_MS, TOAST_DURATION_MS, showToast, toaster } from './toaster';

describe('showToast', () => {
  afterEach(() => toaster.remove());

  it('shows one toast at a time: a new toast closes any other', () => {
    showToast({ status: 'success', message: 'Store updated' });
    showToast({ status: 'info', message: 'Item is already in wishlist' });
    const visible = toaster.getVisibleToasts();
    expect(visible).toHaveLength(1);
    expect(visible[0]).toMatchObject({ type: 'info', title: 'Item is already in wishlist' });
  });

  it('lasts 5000 ms, or 20000 ms when it carries a link', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(LINK_TOAST_DURATION_MS).toBe(20000);
    showToast({ status: 'error', message: 'quantity exceeds available stock' });
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ type: 'error', duration: 5000 });
    showToast({ status: 'info', message: 'Item is already in wishlist', linkText: 'View', linkUrl: '/account/wishlist' });
    expect(toaster.getVisibleToasts()[0]).toMatchObject({
      duration: 20000,
      meta: { linkText: 'View', linkUrl: '/account/wishlist', closable: true },
    });
  });

  it('honours an explicit duration and closability, and sits top-right', () => {
    showToast({ status: 'warning', message: 'Fitment updated', duration: 1000, isClosable: false });
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ duration: 1000, closable: false });
    expect(toaster.attrs.placement).toBe('top-end');
  });
});
