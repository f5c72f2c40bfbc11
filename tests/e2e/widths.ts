/**
 * A journey repeated per locale runs each locale at one width, alternating desktop and phone down
 * its list, so both widths and every site stay covered at half the browser time (decision 231).
 * The tag goes in the title: each Playwright project leaves out the other width's tag.
 */
export function alternateWidth(index: number): '@desktop' | '@mobile' {
  return index % 2 === 0 ? '@desktop' : '@mobile';
}

/** The four locales by their path prefix, US site first, in the order journeys alternate widths over. */
export const LOCALE_PREFIXES = [
  { prefix: '', locale: 'en-US' },
  { prefix: '/es', locale: 'es-US' },
  { prefix: '/ca', locale: 'en-CA' },
  { prefix: '/ca/fr', locale: 'fr-CA' },
] as const;
