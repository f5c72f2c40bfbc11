/** The payload of the sign-in pages (kind 'auth'): which form the page shows. */
export type AuthPageForm = 'login' | 'registration' | 'reset-password' | 'change-password';

export interface AuthPageData {
  form: AuthPageForm;
  /** /login?next=: where to go after sign-in (already checked by safeNextPath), else null. */
  next: string | null;
}

/** Message id of each form's page heading. */
export const AUTH_PAGE_TITLES: Record<AuthPageForm, string> = {
  login: 'auth.page.login',
  registration: 'auth.page.registration',
  'reset-password': 'auth.page.resetPassword',
  'change-password': 'auth.page.changePassword',
};
