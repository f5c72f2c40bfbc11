import type { RouteName } from '../../../shared/routes/route-table';
import type { Breadcrumb } from '../../../shared/types/page';
import { page, type Loader } from './loader-context';

/** Heading message of each screen that later work fills (heading, breadcrumbs and shell for now). */
const SCREEN_TITLES: Partial<Record<RouteName, string>> = {
  login: 'common.screen.login',
  registration: 'common.screen.registration',
  'reset-password': 'common.screen.resetPassword',
  'change-password': 'common.screen.changePassword',
  account: 'common.screen.account',
  'account-menu': 'common.screen.account',
  'account-area': 'common.screen.account',
  cart: 'common.screen.cart',
  checkout: 'common.screen.checkout',
  'checkout-confirmation': 'common.screen.orderConfirmation',
  policy: 'common.screen.policy',
  'policy-page': 'common.screen.policy',
  testimonials: 'common.screen.testimonials',
  resources: 'common.screen.resources',
  'resource-page': 'common.screen.resources',
  'about-us': 'common.screen.aboutUs',
  'faq-entry': 'common.screen.faq',
  'order-status': 'common.screen.orderStatus',
  'order-status-detail': 'common.screen.orderStatus',
  'contact-us': 'common.screen.contactUs',
};

/** Loader of a plain screen: its heading key and a breadcrumb per path level. */
export const screenLoader: Loader = (ctx) => {
  const titleKey = SCREEN_TITLES[ctx.match.name] ?? 'common.screen.comingSoon';
  const segments = ctx.path.split('/').filter(Boolean);
  const crumbs: Breadcrumb[] = [];
  const sectionPath = segments[0] === 'pages' ? `/pages/${segments[1]}` : `/${segments[0] ?? ''}`;
  crumbs.push({ name: '', nameKey: titleKey, url: sectionPath, isCurrentPage: sectionPath === ctx.path });
  if (sectionPath !== ctx.path) {
    crumbs.push({ name: segments[segments.length - 1] ?? '', url: ctx.path, isCurrentPage: true });
  }
  return page(ctx, 'screen', { titleKey }, crumbs);
};

export function isScreenRoute(name: RouteName): boolean {
  return name in SCREEN_TITLES;
}
