import { css } from 'styled-system/css';

/** Shared looks of the checkout form controls. */
export const fieldClass = css({ display: 'grid', gap: '1', minW: '0' });
export const labelClass = css({ fontSize: 'sm', fontWeight: 'semibold' });
export const inputClass = css({
  minH: '11',
  px: '3',
  w: 'full',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'md',
  bg: 'white',
  color: 'ink',
  // Only a field the form marked (aria-invalid), never the browser's :invalid of an empty
  // required field, which would show every error border on first load (document 1 §2.5).
  '&[aria-invalid=true]': { borderColor: 'danger', borderWidth: '2px' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.blue', outlineOffset: '1px' },
});
export const errorClass = css({ color: 'danger', fontSize: 'sm' });
export const sectionClass = css({ display: 'grid', gap: '3', p: { base: '3', md: '5' }, border: '1px solid', borderColor: 'line', borderRadius: 'lg', bg: 'white' });
export const sectionTitleClass = css({ fontSize: 'lg', fontWeight: 'bold' });
export const gridTwoClass = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } });
export const primaryButtonClass = css({
  minH: '12',
  px: '6',
  bg: 'brand.blue',
  color: 'white',
  fontWeight: 'bold',
  borderRadius: 'md',
  cursor: 'pointer',
  _disabled: { opacity: 0.7, cursor: 'wait' },
});
