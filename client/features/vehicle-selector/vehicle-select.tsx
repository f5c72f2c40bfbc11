import { createListCollection, Select } from '@ark-ui/react/select';
import { useMemo } from 'react';
import { css } from 'styled-system/css';

export interface SelectOption {
  value: string;
  label: string;
}

const triggerClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  w: 'full',
  minH: '11',
  px: '3',
  border: '1px solid',
  borderColor: 'muted',
  borderRadius: 'md',
  bg: 'white',
  color: 'fg',
  textAlign: 'start',
  cursor: 'pointer',
  _disabled: { bg: 'surface', color: 'muted', borderColor: 'line', cursor: 'not-allowed' },
  _invalid: { borderColor: 'danger' },
});

const contentClass = css({
  bg: 'white',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'md',
  boxShadow: 'lg',
  py: '1',
  maxH: 'min(18rem, var(--available-height))',
  overflowY: 'auto',
  zIndex: 1600,
  outline: 'none',
});

const itemClass = css({
  display: 'flex',
  justifyContent: 'space-between',
  px: '3',
  py: '2',
  cursor: 'pointer',
  _highlighted: { bg: 'brand.blueLight' },
  _selected: { fontWeight: 'semibold' },
});

/** A labelled single-choice select (Ark UI: keyboard, typeahead, screen-reader listbox). */
export function VehicleSelect({
  label,
  placeholder,
  options,
  value,
  disabled,
  onChange,
  name,
  error,
}: {
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  value: string | null;
  disabled?: boolean;
  onChange: (value: string | null) => void;
  name: string;
  /** Validation message shown under the control (the trigger is then marked invalid). */
  error?: string;
}) {
  const collection = useMemo(() => createListCollection({ items: [...options] }), [options]);
  return (
    <Select.Root
      collection={collection}
      value={value ? [value] : []}
      disabled={disabled}
      invalid={Boolean(error)}
      name={name}
      onValueChange={(details) => onChange(details.value[0] ?? null)}
      positioning={{ strategy: 'fixed', sameWidth: true, fitViewport: true, gutter: 4 }}
      lazyMount
      unmountOnExit
      className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
    >
      <Select.Label className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger className={triggerClass} data-testid={`vehicle-select-${name}`} aria-describedby={error ? `${name}-select-error` : undefined}>
          <Select.ValueText placeholder={placeholder} className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })} />
          <Select.Indicator aria-hidden="true">▾</Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Select.Positioner>
        <Select.Content className={contentClass}>
          {collection.items.map((item) => (
            <Select.Item key={item.value} item={item} className={itemClass}>
              <Select.ItemText>{item.label}</Select.ItemText>
              <Select.ItemIndicator aria-hidden="true">✓</Select.ItemIndicator>
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
      {error && (
        <p id={`${name}-select-error`} className={css({ color: 'danger', fontSize: 'sm' })}>
          {error}
        </p>
      )}
      <Select.HiddenSelect />
    </Select.Root>
  );
}
