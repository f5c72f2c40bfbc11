import { css } from 'styled-system/css';
import { LOCALE_ENDONYMS } from '../../../shared/i18n/locale-endonyms';
import { SITES_CONFIG, isLocaleId } from '../../../shared/sites/config';
import * as Menu from '../../components/ui/menu';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { ChevronDownIcon } from '../shell/icons';
import { Flag } from './flag';
import { useSwitchLocale } from './use-switch-locale';

/**
 * Header locale switcher: the current locale's flag and name; the locales of both sites, each named
 * in its own language (decision 251).
 */
export function LocaleSwitcher() {
  const t = useT();
  const { location } = useRouter();
  const switchLocale = useSwitchLocale();
  const current = location.locale;
  const name = LOCALE_ENDONYMS[current.id];
  return (
    // A fixed id, not useId(): the server renders this trigger once per site and locale (decision 302).
    <Menu.Root id="locale-switcher" positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger
        aria-label={t('shell.locale.label', { name })}
        className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', minH: '8', px: '1', fontSize: 'xs', cursor: 'pointer', borderRadius: 'sm', _hover: { textDecoration: 'underline' } })}
      >
        <Flag flag={current.flag} />
        <span lang={current.id} className={css({ display: { base: 'none', sm: 'inline' } })}>
          {name}
        </span>
        {/* Phones show the language alone; the flag gives the country. */}
        <span className={css({ display: { sm: 'none' } })}>{t('shell.locale.language')}</span>
        <ChevronDownIcon />
      </Menu.Trigger>
      <Menu.Content aria-label={t('shell.locale.heading')}>
        {SITES_CONFIG.sites.map((site) => (
          <Menu.RadioItemGroup
            key={site.id}
            value={current.id}
            onValueChange={({ value }) => {
              if (isLocaleId(value)) switchLocale(value);
            }}
          >
            <Menu.ItemGroupLabel className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <Flag flag={site.l10n.flag} />
              {t(`common.country.${site.l10n.country}`)}
            </Menu.ItemGroupLabel>
            {site.l10n.supportedLocales.map((locale) => (
              <Menu.RadioItem key={locale.id} value={locale.id}>
                <Menu.ItemText lang={locale.id} className={css({ flex: '1' })}>
                  {LOCALE_ENDONYMS[locale.id]}
                </Menu.ItemText>
                <Menu.ItemIndicator aria-hidden="true">✓</Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioItemGroup>
        ))}
      </Menu.Content>
    </Menu.Root>
  );
}
