import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Refinement } from '../../../shared/search/search-types';
import { useT } from '../../i18n/intl';
import { RefinementPanel } from '../refinements/refinement-panel';
import { Sheet } from './sheet';

/**
 * Filters button of vehicle URLs (document 2 §2): a full-screen modal with the refinements;
 * changes apply at once behind it, 'View {n} items' closes it, 'Clear Filters' removes all.
 */
export function FiltersModal({
  refinements,
  selected,
  total,
  onToggle,
  onClear,
  onClearAll,
}: {
  refinements: Refinement[];
  selected: Record<string, string[]>;
  total: number;
  onToggle: (attributeId: string, value: string) => void;
  onClear: (attributeId: string) => void;
  onClearAll: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const count = Object.values(selected).reduce((sum, values) => sum + values.length, 0);
  const footerButton = css({ flex: '1', minH: '12', borderRadius: 'md', fontWeight: 'bold', cursor: 'pointer' });
  return (
    <>
      <button
        type="button"
        data-testid="filters-button"
        onClick={() => setOpen(true)}
        className={css({ h: '10', px: '4', borderRadius: 'md', border: '1px solid', borderColor: 'line', fontWeight: 'semibold', bg: 'white', cursor: 'pointer' })}
      >
        {t('listing.filters')}
        {count > 0 && ` (${count})`}
      </button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={t('listing.filters')}
        placement="full"
        footer={
          <>
            <button type="button" onClick={onClearAll} className={`${footerButton} ${css({ border: '2px solid', borderColor: 'brand.blue', color: 'brand.blue', bg: 'white' })}`}>
              {t('listing.clearFilters')}
            </button>
            <button type="button" onClick={() => setOpen(false)} className={`${footerButton} ${css({ bg: 'brand.blue', color: 'white' })}`}>
              {t('listing.viewItems', { n: total })}
            </button>
          </>
        }
      >
        <RefinementPanel refinements={refinements} selected={selected} onToggle={onToggle} onClear={onClear} idPrefix="modal" />
      </Sheet>
    </>
  );
}
