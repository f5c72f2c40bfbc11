import { css } from 'styled-system/css';
import { regionName } from '../../../shared/address/region-names';
import { useIntl } from '../../i18n/intl';

const abbrClass = css({ textDecoration: 'none', cursor: 'inherit' });

/**
 * A province or state in a postal address line: the code, as postal addresses write it in every
 * language ("Toronto, ON M5V 2A5"), with its name in the shopper's language as the abbreviation's
 * expansion ("Ontario", "Colombie-Britannique", "Carolina del Norte").
 */
export function RegionAbbr({ code }: { code: string }) {
  const name = regionName(useIntl(), code);
  if (name === code) return <>{code}</>;
  return (
    <abbr title={name} className={abbrClass}>
      {code}
    </abbr>
  );
}
