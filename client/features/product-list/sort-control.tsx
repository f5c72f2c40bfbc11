import { Portal } from '@ark-ui/react/portal';
import { Select, createListCollection } from '@ark-ui/react/select';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import type { SortingOption } from '../../../shared/search/search-types';
import { useT } from '../../i18n/intl';
import { Sheet } from './sheet';

/** Sort control (document 2 §2): an Ark Select from md up, a bottom sheet of options below. */
export function SortControl({ options, selected, onSort }: { options: SortingOption[]; selected: string; onSort: (id: string) => void }) {
  const t = useT();
  const [sheetOpen, setSheetOpen] = useState(false);
  const collection = useMemo(() => createListCollection({ items: options.map((o) => ({ value: o.id, label: t(`listing.sort.${o.id}`) })) }), [options, t]);
  const selectedLabel = collection.items.find((i) => i.value === selected)?.label ?? '';
  return (
    <>
      <div className={css({ display: { base: 'none', md: 'block' } })} data-testid="sort-desktop">
        <Select.Root collection={collection} value={[selected]} onValueChange={(d) => d.value[0] && d.value[0] !== selected && onSort(d.value[0])} positioning={{ sameWidth: true }}>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            <Select.Label className={css({ fontSize: 'sm', fontWeight: 'semibold', whiteSpace: 'nowrap' })}>{t('listing.sortBy')}</Select.Label>
            <Select.Control>
              <Select.Trigger className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', minW: '52', h: '10', px: '3', border: '1px solid', borderColor: 'line', borderRadius: 'md', bg: 'white', cursor: 'pointer' })}>
                <Select.ValueText />
                {/* A span: a button may hold phrasing content only. */}
                <Select.Indicator asChild aria-hidden="true"><span>▾</span></Select.Indicator>
              </Select.Trigger>
            </Select.Control>
          </div>
          <Portal>
            <Select.Positioner className={css({ zIndex: 1500 })}>
              <Select.Content className={css({ zIndex: 1500, bg: 'white', border: '1px solid', borderColor: 'line', borderRadius: 'md', boxShadow: 'lg', py: '1', outline: 'none' })}>
                {collection.items.map((item) => (
                  <Select.Item key={item.value} item={item} className={css({ display: 'flex', justifyContent: 'space-between', px: '3', py: '2', cursor: 'pointer', _highlighted: { bg: 'surface' }, _checked: { fontWeight: 'bold' } })}>
                    <Select.ItemText>{item.label}</Select.ItemText>
                    <Select.ItemIndicator aria-hidden="true">✓</Select.ItemIndicator>
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Positioner>
          </Portal>
          <Select.HiddenSelect />
        </Select.Root>
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
