import { css } from 'styled-system/css';

/** The sort control's label and button look, shared by its first (light) and loaded forms. */
export const labelClass = css({ fontSize: 'sm', fontWeight: 'semibold', whiteSpace: 'nowrap' });
export const triggerClass = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', minW: '52', h: '10', px: '3', border: '1px solid', borderColor: 'line', borderRadius: 'md', bg: 'white', cursor: 'pointer' });
