/**
 * ?signin=login|register|password on any page opens the sign-in modal on that view (decision 156):
 * e-mails and other pages can link straight to it. The parameter is dropped from the address once read.
 */
import type { SignInView } from '../account/sign-in-request';
import { buildHref, type ResolvedLocation } from '../../../shared/sites/resolve';

export const SIGN_IN_PARAM = 'signin';
const VIEWS: readonly SignInView[] = ['login', 'register', 'password'];

export function signInLinkView(search: string): SignInView | null {
  const value = new URLSearchParams(search).get(SIGN_IN_PARAM);
  return VIEWS.find((view) => view === value) ?? null;
}

/** The same page without the parameter (site and locale prefixes kept). */
export function withoutSignInParam(location: ResolvedLocation): string {
  const query = new URLSearchParams(location.search);
  query.delete(SIGN_IN_PARAM);
  const rest = query.toString();
  return buildHref(location.path + (rest ? `?${rest}` : ''), location.site, location.locale);
}
