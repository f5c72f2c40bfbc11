/** Header search box (contract; the search feature implements it). */
export function HeaderSearch(_props: { variant: 'desktop' | 'mobile' }) {
  return null;
}
