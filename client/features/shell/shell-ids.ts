/** The id of the page's main content (skip link target). */
export const MAIN_CONTENT_ID = 'main-content';
