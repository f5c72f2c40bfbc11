import { css } from 'styled-system/css';

/** The account area's secondary action (outlined), beside the checkout form's primary button. */
export const secondaryButtonClass = css({
  minH: '11',
  px: '4',
  border: '1px solid',
  borderColor: 'brand.blue',
  color: 'brand.blue',
  bg: 'white',
  borderRadius: 'md',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _disabled: { opacity: 0.6, cursor: 'wait' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.blue', outlineOffset: '1px' },
});

