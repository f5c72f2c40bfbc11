import { createListCollection } from '@ark-ui/react/collection';
import { useId, useMemo, useState, type MouseEvent } from 'react';
import { lazyPart } from '../../components/lazy/lazy-part';
import { css } from 'styled-system/css';
import type { SortingOption } from '../../../shared/search/search-types';
import { useT } from '../../i18n/intl';
import { Sheet } from './sheet';
import { labelClass, triggerClass } from './sort-trigger';

const select = lazyPart(() => import('./sort-select').then((m) => m.SortSelect), 'sort-select');

/** Sort control (document 2 §2): an Ark Select from md up, a bottom sheet of options below. */
export function SortControl({ options, selected, onSort }: { options: SortingOption[]; selected: string; onSort: (id: string) => void }) {
  const t = useT();
  const [sheetOpen, setSheetOpen] = useState(false);
  const collection = useMemo(() => createListCollection({ items: options.map((o) => ({ value: o.id as string, label: t(`listing.sort.${o.id}`) })) }), [options, t]);
  const selectedLabel = collection.items.find((i) => i.value === selected)?.label ?? '';
  const labelId = useId();
  // The Select's code loads when the shopper reaches for the button; the click opens it, the
  // plain button standing in until its code is here.
  const [wanted, setWanted] = useState<{ focus: boolean } | null>(null);
  const open = (event: MouseEvent<HTMLButtonElement>) => setWanted({ focus: document.activeElement === event.currentTarget });
  const plain = (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <span id={labelId} className={labelClass}>
        {t('listing.sortBy')}
      </span>
      <button type="button" role="combobox" aria-haspopup="listbox" aria-expanded={false} aria-labelledby={labelId} className={triggerClass} onPointerEnter={select.preload} onFocus={select.preload} onClick={open}>
        <span>{selectedLabel}</span>
        <span aria-hidden="true">▾</span>
      </button>
    </div>
  );
  return (
    <>
      <div className={css({ display: { base: 'none', md: 'block' } })} data-testid="sort-desktop">
        {wanted ? <select.Part wanted fallback={plain} collection={collection} selected={selected} onSort={onSort} focusTrigger={wanted.focus} /> : plain}
      </div>
      <div className={css({ display: { base: 'block', md: 'none' } })}>
        <button type="button" data-testid="sort-mobile" onClick={() => setSheetOpen(true)} className={css({ h: '10', px: '3', border: '1px solid', borderColor: 'line', borderRadius: 'md', fontWeight: 'semibold', bg: 'white', cursor: 'pointer' })}>
          {t('listing.sortBy')}: {selectedLabel}
        </button>
        <Sheet open={sheetOpen} onOpenChange={setSheetOpen} title={t('listing.sortBy')} placement="bottom">
          <ul className={css({ listStyle: 'none', py: '2' })}>
            {collection.items.map((item) => (
              <li key={item.value}>
                <button
                  type="button"
                  aria-pressed={item.value === selected}
                  onClick={() => {
                    setSheetOpen(false);
                    if (item.value !== selected) onSort(item.value);
                  }}
                  className={css({ w: 'full', textAlign: 'start', px: '4', minH: '12', display: 'flex', justifyContent: 'space-between', alignItems: 'center', cursor: 'pointer', _hover: { bg: 'surface' }, '&[aria-pressed=true]': { fontWeight: 'bold', color: 'brand.blue' } })}
                >
                  {item.label}
                  {item.value === selected && <span aria-hidden="true">✓</span>}
                </button>
              </li>
            ))}
          </ul>
        </Sheet>
      </div>
    </>
  );
}
