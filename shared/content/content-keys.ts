/** API keys (URLs) of content the client reads; the server seeds the same keys into SWR. */
export const shellContentKey = (siteId: string, localeId: string) => `/api/content/shell?site=${siteId}&locale=${localeId}`;
export const contactFormKey = (siteId: string, localeId: string) => `/api/content/contact-form?site=${siteId}&locale=${localeId}`;
export const testimonialsKey = (siteId: string, localeId: string, offset: number) =>
  `/api/content/testimonials?offset=${offset}&site=${siteId}&locale=${localeId}`;
