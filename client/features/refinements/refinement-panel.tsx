import { css } from 'styled-system/css';
import type { Refinement } from '../../../shared/search/search-types';
import * as Accordion from '../../components/ui/accordion';
import { useT } from '../../i18n/intl';
import { RefinementGroup } from './refinement-group';
import { useExpandedGroups } from './use-expanded-groups';
import { useRefinementLabels } from './use-refinement-labels';

export interface RefinementPanelProps {
  refinements: Refinement[];
  selected: Record<string, string[]>;
  onToggle: (attributeId: string, value: string) => void;
  onClear: (attributeId: string) => void;
  /** Keeps input ids unique when the panel is on the page twice (sidebar and filters modal). */
  idPrefix: string;
}

/** Groups open by default until the shopper's own choice is restored. */
const DEFAULT_OPEN_GROUPS = 3;

/**
 * Refinements with hit counts in expandable groups (Ark Accordion); a Clear per group with a
 * selection. The element carrying data-refinement-id is what the list follows after a change.
 */
export function RefinementPanel({ refinements, selected, onToggle, onClear, idPrefix }: RefinementPanelProps) {
  const t = useT();
  const { groupLabel } = useRefinementLabels();
  const [expanded, setExpanded] = useExpandedGroups(refinements.slice(0, DEFAULT_OPEN_GROUPS).map((_, i) => String(i)));
  return (
    <section aria-label={t('listing.refinements.label')} data-testid="refinements">
      <Accordion.Root multiple value={expanded} onValueChange={(details) => setExpanded(details.value)}>
        {refinements.map((refinement, index) => {
          const count = selected[refinement.attributeId]?.length ?? 0;
          const label = groupLabel(refinement);
          return (
            <Accordion.Item key={refinement.attributeId} value={String(index)} data-refinement-id={refinement.attributeId} className={css({ borderBottom: '1px solid', borderColor: 'line' })}>
              <div className={css({ display: 'flex', alignItems: 'center' })}>
                <Accordion.ItemTrigger className={css({ flex: '1' })}>
                  <span>
                    {label}
                    {count > 0 && <span className={css({ ml: '1', color: 'brand.blue' })}>({count})</span>}
                  </span>
                  <Accordion.ItemIndicator className={css({ transition: 'transform 0.2s', _open: { transform: 'rotate(180deg)' } })}>
                    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                      <path d="M6 9l6 6 6-6" />
                    </svg>
                  </Accordion.ItemIndicator>
                </Accordion.ItemTrigger>
                {count > 0 && (
                  <button
                    type="button"
                    aria-label={t('listing.refinements.clearGroup', { group: label })}
                    onClick={() => onClear(refinement.attributeId)}
                    className={css({ px: '3', minH: '10', color: 'brand.blue', fontSize: 'sm', fontWeight: 'semibold', textDecoration: 'underline', cursor: 'pointer' })}
                  >
                    {t('listing.clear')}
                  </button>
                )}
              </div>
              <Accordion.ItemContent className={css({ bg: 'white' })}>
                <RefinementGroup idPrefix={idPrefix} refinement={refinement} selected={selected[refinement.attributeId] ?? []} onToggle={onToggle} />
              </Accordion.ItemContent>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </section>
  );
}
