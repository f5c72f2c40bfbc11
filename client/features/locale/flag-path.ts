/** Where a country's flag icon is served ('us', 'ca'). */
export function flagPath(flag: string): string {
  return `/images/icons/flag-${flag}.svg`;
}
