import { afterEach, describe, expect, it } from 'vitest';
import { removeAllToasts, showToast, toaster, toasterAt, toastPositions } from './toast-engine';
import { DEFAULT_TOAST_POSITION, LINK_TOAST_DURATION_MS, TOAST_DURATION_MS } from './toast-options';

describe('showToast', () => {
  afterEach(() => removeAllToasts());

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
      meta: { linkText: 'View', linkUrl: '/account/wishlist' },
    });
  });

  it('is not closable by default (document 2 §9), and closable where an area asks', () => {
    showToast({ status: 'success', message: 'Fitment updated' });
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ closable: false, meta: { closable: false } });
    showToast({ status: 'info', message: 'Item is already in wishlist', linkText: 'View', linkUrl: '/account/wishlist' });
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ closable: false });
    showToast({ status: 'info', message: 'Item is already in wishlist', isClosable: true });
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ closable: true, meta: { closable: true } });
  });

  it('honours an explicit duration, and sits top-right by default', () => {
    showToast({ status: 'warning', message: 'Fitment updated', duration: 1000 });
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ duration: 1000, meta: { position: 'top-right' } });
    expect(DEFAULT_TOAST_POSITION).toBe('top-right');
    expect(toaster.attrs.placement).toBe('top-end');
  });

  it('shows the status icon by default, or the icon asked for (document 1 §3 icon)', () => {
    showToast({ status: 'error', message: 'Invalid license plate' });
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ meta: { icon: 'error' } });
    showToast({ status: 'success', message: '1 item(s) added to wishlist', icon: 'heart' });
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ meta: { icon: 'heart' } });
    showToast({ status: 'info', message: 'Please sign in to continue!', icon: 'none' });
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ meta: { icon: 'none' } });
  });

  it('places a toast at the position asked for (document 1 §3 position), still one at a time', () => {
    showToast({ status: 'success', message: 'Store updated' });
    showToast({ status: 'info', message: 'Fitment updated', position: 'bottom' });
    expect(toaster.getVisibleToasts()).toHaveLength(0);
    const bottom = toasterAt('bottom');
    expect(bottom.attrs.placement).toBe('bottom');
    expect(bottom.getVisibleToasts()[0]).toMatchObject({ title: 'Fitment updated', meta: { position: 'bottom' } });
    expect(toastPositions()).toEqual(['top-right', 'bottom']);
    expect(toasterAt('top-left').attrs.placement).toBe('top-start');
    expect(toasterAt('bottom-right').attrs.placement).toBe('bottom-end');
    showToast({ status: 'success', message: 'Store updated' });
    expect(bottom.getVisibleToasts()).toHaveLength(0);
    expect(toaster.getVisibleToasts()).toHaveLength(1);
  });
});
