import { island } from '../../components/lazy/island';

/**
 * The shell's widgets whose code loads on first intent (decision 220). Nothing else may import
 * their modules statically, or their code would join the entry chunk again. An island is rendered
 * once on a page (its hydration is tracked per island).
 */
export const DesktopMenu = island('desktop-menu', () => import('../menu/desktop-menu').then((m) => m.DesktopMenu));
export const MobileDrawer = island('mobile-drawer', () => import('../menu/mobile-drawer').then((m) => m.MobileDrawer));
// One island per copy: each hydrates, and replays what it was given, on its own.
export const HeaderSearchDesktop = island('header-search-desktop', () => import('../search/header-search').then((m) => m.HeaderSearch));
export const HeaderSearchMobile = island('header-search-mobile', () => import('../search/header-search').then((m) => m.HeaderSearch));
export const LocaleSwitcher = island('locale-switcher', () => import('../locale/locale-switcher').then((m) => m.LocaleSwitcher));
export const CountryPicker = island('country-picker', () => import('../locale/country-picker').then((m) => m.CountryPicker));
// Below the fold: its links, newsletter form and icons are read before they are used.
export const Footer = island('footer', () => import('./footer').then((m) => m.Footer));
