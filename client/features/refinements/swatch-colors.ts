/** Swatch colours of the refinement list (document 1 §9 names the mapped colours). */
export const SWATCH_COLORS: Record<string, string> = {
  beige: '#D9C8A9',
  black: '#111111',
  blue: '#2450D3',
  brown: '#6B4226',
  green: '#2E7D32',
  grey: '#8A8F98',
  silver: '#C0C4CC',
  navy: '#1F2A5A',
  orange: '#F07A1A',
  pink: '#F06EAA',
  purple: '#7B3FB5',
  red: '#C62828',
  white: '#FFFFFF',
  yellow: '#FFD100',
  gold: '#C9A227',
};
