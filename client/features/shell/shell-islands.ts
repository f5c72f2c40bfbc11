import { island } from '../../components/lazy/island';

/**
 * The shell's widgets whose code loads on first intent (decision 220). Nothing else may import
 * their modules statically, or their code would join the entry chunk again.
 */
export const DesktopMenu = island('desktop-menu', () => import('../menu/desktop-menu').then((m) => m.DesktopMenu));
export const MobileDrawer = island('mobile-drawer', () => import('../menu/mobile-drawer').then((m) => m.MobileDrawer));
export const HeaderSearch = island('header-search', () => import('../search/header-search').then((m) => m.HeaderSearch));
export const LocaleSwitcher = island('locale-switcher', () => import('../locale/locale-switcher').then((m) => m.LocaleSwitcher));
export const CountryPicker = island('country-picker', () => import('../locale/country-picker').then((m) => m.CountryPicker));
