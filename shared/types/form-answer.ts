/**
 * The server's answer to a form posted without JavaScript (decision 270): the page is rendered
 * again with it, and the form shows it as it would have after a script-driven submit (decision 293
 * lists the forms).
 */
export type PageFormName = 'login' | 'newsletter' | 'register' | 'reset' | 'new-password' | 'contact' | 'checkout-address';

/** The hidden field that names the form a page post comes from. */
export const PAGE_FORM_FIELD = '_form';

export interface FormAnswer {
  form: PageFormName;
  /** 'ok' (done), 'invalid' (a field's rule failed) or 'failed' (refused or not done). */
  outcome: 'ok' | 'invalid' | 'failed';
  /** Message id of the banner or status line, '' when the form words it itself. */
  message: string;
  /** Values to put back in the fields (never a password). */
  values: Record<string, string>;
  /** Message ids of field errors, by field (the contact form's are the content's own texts). */
  fieldErrors: Record<string, string>;
}
