import { Portal } from '@ark-ui/react/portal';
import { Select, type ListCollection } from '@ark-ui/react/select';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { labelClass, triggerClass } from './sort-trigger';

/**
 * The sort Select (Ark UI) of md and up; its own chunk, loaded when the shopper reaches for it and
 * mounted by the click that opens it, so it starts open (decision 220).
 */
export function SortSelect({
  collection,
  selected,
  onSort,
  focusTrigger,
}: {
  collection: ListCollection<{ value: string; label: string }>;
  selected: string;
  onSort: (id: string) => void;
  focusTrigger: boolean;
}) {
  const t = useT();
  const trigger = useRef<HTMLButtonElement>(null);
  // It replaces a button that had the focus: the focus moves to this one.
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  return (
      <Select.Root collection={collection} defaultOpen value={[selected]} onValueChange={(d) => d.value[0] && d.value[0] !== selected && onSort(d.value[0])} positioning={{ sameWidth: true }}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <Select.Label className={labelClass}>{t('listing.sortBy')}</Select.Label>
          <Select.Control>
            <Select.Trigger ref={trigger} className={triggerClass}>
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
  );
}
