import { useCallback } from 'react';
import type { Refinement, RefinementValue } from '../../../shared/search/search-types';
import { useIntl } from '../../i18n/intl';

/** Translated group and value labels; server labels (category names, prices, trims) otherwise. */
export function useRefinementLabels() {
  const intl = useIntl();
  const known = useCallback((id: string) => Boolean(intl.messages[id]), [intl]);
  const groupLabel = useCallback(
    (refinement: Pick<Refinement, 'attributeId' | 'label'>) => {
      const id = `listing.refinement.${refinement.attributeId}`;
      return known(id) ? intl.formatMessage({ id }) : refinement.label;
    },
    [intl, known],
  );
  const valueLabel = useCallback(
    (attributeId: string, value: Pick<RefinementValue, 'value' | 'label'>) => {
      const id = attributeId === 'c_refinementColor' ? `listing.color.${value.value}` : `listing.refinementValue.${attributeId}`;
      return known(id) ? intl.formatMessage({ id }) : value.label;
    },
    [intl, known],
  );
  return { groupLabel, valueLabel };
}
