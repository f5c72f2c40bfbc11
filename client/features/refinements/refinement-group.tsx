import { css } from 'styled-system/css';
import type { Refinement } from '../../../shared/search/search-types';
import { useIntl, useT } from '../../i18n/intl';
import { SWATCH_COLORS } from './swatch-colors';
import { useRefinementLabels } from './use-refinement-labels';

export interface RefinementGroupProps {
  refinement: Refinement;
  selected: string[];
  onToggle: (attributeId: string, value: string) => void;
  idPrefix: string;
}

/** The values of one refinement as checkboxes with hit counts; disabled values stay visible. */
export function RefinementGroup({ refinement, selected, onToggle, idPrefix }: RefinementGroupProps) {
  const t = useT();
  const intl = useIntl();
  const { valueLabel } = useRefinementLabels();
  const isColor = refinement.attributeId === 'c_refinementColor';
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', px: '4', py: '2' })}>
      {refinement.values.map((value) => {
        const id = `${idPrefix}-refine-${refinement.attributeId}-${value.value}`.replace(/[^A-Za-z0-9_-]/g, '_');
        const checked = selected.includes(value.value);
        return (
          <li key={value.value}>
            <label
              htmlFor={id}
              className={css({ display: 'flex', alignItems: 'center', gap: '2', minH: '10', cursor: 'pointer', _disabled: { color: 'muted' } })}
              data-disabled={value.isDisabled && !checked ? '' : undefined}
            >
              <input
                id={id}
                type="checkbox"
                checked={checked}
                disabled={value.isDisabled && !checked}
                onChange={() => onToggle(refinement.attributeId, value.value)}
                className={css({ w: '5', h: '5', accentColor: 'brand.blue', flexShrink: 0 })}
              />
              {isColor && (
                <span
                  aria-hidden="true"
                  className={css({ w: '5', h: '5', borderRadius: 'full', border: '1px solid', borderColor: 'line', flexShrink: 0 })}
                  style={{ background: SWATCH_COLORS[value.value] ?? value.value }}
                />
              )}
              <span className={css({ flex: '1', color: value.isDisabled && !checked ? 'muted' : 'fg' })}>{valueLabel(refinement.attributeId, value)}</span>
              <span className={css({ fontSize: 'sm', color: 'muted' })}>
                <span aria-hidden="true">({intl.formatNumber(value.hitCount)})</span>
                <span className={css({ srOnly: true })}>{t('listing.refinements.hitCount', { count: value.hitCount })}</span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
