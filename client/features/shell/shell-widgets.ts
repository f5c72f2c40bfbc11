import { lazyWidget } from '../../components/lazy/lazy-widget';

/**
 * The shell's widgets, each a chunk of its own loaded at idle or on first intent (decisions 220,
 * 270). Nothing else may import their modules statically, or their code would join the entry
 * chunk again.
 */
export const DesktopMenu = lazyWidget('desktop-menu', () => import('../menu/desktop-menu').then((m) => m.DesktopMenu));
export const MobileDrawer = lazyWidget('mobile-drawer', () => import('../menu/mobile-drawer').then((m) => m.MobileDrawer));
// One widget per copy (desktop, mobile): each hydrates on its own.
export const HeaderSearchDesktop = lazyWidget('header-search-desktop', () => import('../search/header-search').then((m) => m.HeaderSearch));
export const HeaderSearchMobile = lazyWidget('header-search-mobile', () => import('../search/header-search').then((m) => m.HeaderSearch));
export const LocaleSwitcher = lazyWidget('locale-switcher', () => import('../locale/locale-switcher').then((m) => m.LocaleSwitcher));
export const CountryPicker = lazyWidget('country-picker', () => import('../locale/country-picker').then((m) => m.CountryPicker));
// Below the fold: its links, newsletter form and icons are read before they are used.
export const Footer = lazyWidget('footer', () => import('./footer').then((m) => m.Footer));
