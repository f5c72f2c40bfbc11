import { css } from 'styled-system/css';
import type { Refinement } from '../../../shared/search/search-types';
import { useT } from '../../i18n/intl';
import { useRefinementLabels } from './use-refinement-labels';

/** Chips of the applied filters: each removes its value; Clear All removes every filter. */
export function SelectedRefinements({
  refinements,
  selected,
  onToggle,
  onClearAll,
}: {
  refinements: Refinement[];
  selected: Record<string, string[]>;
  onToggle: (attributeId: string, value: string) => void;
  onClearAll: () => void;
}) {
  const t = useT();
  const { groupLabel, valueLabel } = useRefinementLabels();
  const chips = Object.entries(selected).flatMap(([attributeId, values]) => {
    const refinement = refinements.find((r) => r.attributeId === attributeId);
    return values.map((value) => {
      const known = refinement?.values.find((v) => v.value === value);
      const label = `${groupLabel(refinement ?? { attributeId, label: attributeId })}: ${valueLabel(attributeId, known ?? { value, label: value })}`;
      return { attributeId, value, label };
    });
  });
  if (!chips.length) return null;
  return (
    <div aria-label={t('listing.refinements.selected')} role="group" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', mb: '3' })}>
      {chips.map((chip) => (
        <button
          key={`${chip.attributeId}=${chip.value}`}
          type="button"
          aria-label={t('listing.refinements.remove', { label: chip.label })}
          onClick={() => onToggle(chip.attributeId, chip.value)}
          className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', minH: '9', px: '3', borderRadius: 'full', bg: 'brand.blueLight', color: 'brand.blueDark', fontSize: 'sm', fontWeight: 'semibold', cursor: 'pointer' })}
        >
          {chip.label}
          <span aria-hidden="true">×</span>
        </button>
      ))}
      <button type="button" onClick={onClearAll} className={css({ minH: '9', px: '2', color: 'brand.blue', textDecoration: 'underline', fontWeight: 'semibold', cursor: 'pointer' })}>
        {t('listing.clearAll')}
      </button>
    </div>
  );
}
