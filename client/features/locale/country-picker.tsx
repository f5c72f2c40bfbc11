import { css } from 'styled-system/css';
import { SITES_CONFIG, type CountryCode } from '../../../shared/sites/config';
import * as Menu from '../../components/ui/menu';
import { useT } from '../../i18n/intl';
import { useRouter } from '../../router/router';
import { ChevronDownIcon } from '../shell/icons';
import { Flag } from './flag';
import { useSwitchCountry } from './use-switch-locale';

function isCountry(value: string): value is CountryCode {
  return SITES_CONFIG.sites.some((site) => site.l10n.country === value);
}

/** Footer country picker: Canada or the United States; a change loads the other site. */
export function CountryPicker() {
  const t = useT();
  const { location } = useRouter();
  const switchCountry = useSwitchCountry();
  const current = location.site.l10n;
  return (
    <Menu.Root id="country-picker" positioning={{ placement: 'top-start' }} lazyMount unmountOnExit>
      <Menu.Trigger
        className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', minH: '11', px: '3', border: '1px solid', borderColor: 'rgba(255, 255, 255, 0.6)', borderRadius: 'md', fontSize: 'sm', cursor: 'pointer', _hover: { bg: 'rgba(255, 255, 255, 0.12)' } })}
      >
        <Flag flag={current.flag} />
        {t('shell.footer.countryCurrent', { country: t(`common.country.${current.country}`) })}
        <ChevronDownIcon />
      </Menu.Trigger>
      <Menu.Content aria-label={t('shell.footer.country')}>
        <Menu.RadioItemGroup value={current.country} onValueChange={({ value }) => {
            if (isCountry(value)) switchCountry(value);
          }}>
          {SITES_CONFIG.sites.map((site) => (
            <Menu.RadioItem key={site.id} value={site.l10n.country}>
              <Flag flag={site.l10n.flag} />
              <Menu.ItemText className={css({ flex: '1' })}>{t(`common.country.${site.l10n.country}`)}</Menu.ItemText>
              <Menu.ItemIndicator aria-hidden="true">✓</Menu.ItemIndicator>
            </Menu.RadioItem>
          ))}
        </Menu.RadioItemGroup>
      </Menu.Content>
    </Menu.Root>
  );
}
