/**
 * ICU in workerd (and Node) writes CLDR's narrow no-break space before "AM"/"PM" and thin spaces
 * around a range's dash ("8:00 AM – 9:00 PM"); Chromium's ICU writes plain spaces there, for
 * the web's sake. Formatted text that the server renders and the browser hydrates goes through
 * this, so both print the same characters (no hydration mismatch).
 */
export function webSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, ' ');
}
