import { useCallback } from 'react';
import type { CountryCode, LocaleId } from '../../../shared/sites/config';
import { useNavigate, useRouter } from '../../router/router';
import { countrySwitchTarget, localeSwitchTarget, type SwitchTarget } from './locale-target';

/** Goes to a switch target: in the app within the site, a full page load to the other site. */
function useGo() {
  const navigate = useNavigate();
  return useCallback(
    (target: SwitchTarget) => {
      if (target.inApp) navigate(target.href, { keepScroll: true });
      else window.location.assign(target.href);
    },
    [navigate],
  );
}

/** Switches to a locale of either site (document 1 §4 Locale switch). */
export function useSwitchLocale() {
  const { location } = useRouter();
  const go = useGo();
  return useCallback(
    (localeId: LocaleId) => {
      if (localeId !== location.locale.id) go(localeSwitchTarget(location, localeId));
    },
    [location, go],
  );
}

/** Switches to the other country's site, with the same path and query. */
export function useSwitchCountry() {
  const { location } = useRouter();
  const go = useGo();
  return useCallback(
    (country: CountryCode) => {
      if (country !== location.site.l10n.country) go(countrySwitchTarget(location, country));
    },
    [location, go],
  );
}
