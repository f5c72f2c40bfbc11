import { AUTH_PAGE_TITLES, type AuthPageData, type AuthPageForm } from '../../../shared/account/auth-page-data';
import { safeNextPath } from '../../../shared/account/next-path';
import { buildHref } from '../../../shared/sites/resolve';
import type { PagePayload } from '../../../shared/types/page';
import { page, type Loader, type LoaderContext } from './loader-context';

/** Sign-in pages are personal (they answer differently once signed in): never stored by any cache. */
export const AUTH_PAGE_CACHE_CONTROL = 'private, no-store';

function authPage(ctx: LoaderContext, form: AuthPageForm, next: string | null = null): PagePayload<AuthPageData> {
  const crumbs = [{ name: '', nameKey: AUTH_PAGE_TITLES[form], url: ctx.path, isCurrentPage: true }];
  return { ...page<AuthPageData>(ctx, 'auth', { form, next }, crumbs), cacheControl: AUTH_PAGE_CACHE_CONTROL };
}

async function isRegistered(ctx: LoaderContext): Promise<boolean> {
  return (await ctx.shopper?.())?.type === 'registered';
}

/** /login: a registered shopper goes on (to `next` when it is a safe path, else /account). */
export const loginLoader: Loader = async (ctx) => {
  const next = safeNextPath(ctx.query.get('next'));
  if (await isRegistered(ctx)) return { redirect: buildHref(next ?? '/account', ctx.site, ctx.locale), status: 302 };
  return authPage(ctx, 'login', next);
};

/** /registration: the form for guests; a registered shopper goes to /account. */
export const registrationLoader: Loader = async (ctx) => {
  if (await isRegistered(ctx)) return { redirect: buildHref('/account', ctx.site, ctx.locale), status: 302 };
  return authPage(ctx, 'registration');
};

/** /reset-password: the request form, or with ?token= the new-password form (the page reads the token). */
export const resetPasswordLoader: Loader = (ctx) => authPage(ctx, 'reset-password');

/** /change-password: signed-in only; a guest is sent to /login?next=/change-password. */
export const changePasswordLoader: Loader = async (ctx) => {
  if (!(await isRegistered(ctx))) return { redirect: `${buildHref('/login', ctx.site, ctx.locale)}?next=${encodeURIComponent('/change-password')}`, status: 302 };
  return authPage(ctx, 'change-password');
};
