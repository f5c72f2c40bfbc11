import { Menu as Ark } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';

/** Menu parts (Ark UI): a list of actions or choices opened from a button. */
export const Root = Ark.Root;
export const Trigger = Ark.Trigger;
export const RadioItemGroup = Ark.RadioItemGroup;
export const ItemText = Ark.ItemText;
export const ItemIndicator = Ark.ItemIndicator;

/** The floating list, portalled and positioned next to its trigger. */
export function Content({ className, ...props }: ComponentProps<typeof Ark.Content>) {
  return (
    <Portal>
      <Ark.Positioner className={css({ zIndex: 1500 })}>
        <Ark.Content
          className={cx(
            css({
              bg: 'white',
              color: 'fg',
              border: '1px solid',
              borderColor: 'line',
              borderRadius: 'md',
              boxShadow: 'lg',
              py: '1',
              minW: '14rem',
              maxW: 'calc(100vw - 1rem)',
              outline: 'none',
              // The positioner copies this into its own z-index, above the sticky header.
              zIndex: 1500,
            }),
            className,
          )}
          {...props}
        />
      </Ark.Positioner>
    </Portal>
  );
}

/** A heading above a group of items. */
export function ItemGroupLabel({ className, ...props }: ComponentProps<typeof Ark.ItemGroupLabel>) {
  return (
    <Ark.ItemGroupLabel
      className={cx(css({ px: '3', pt: '2', pb: '1', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wide', color: 'muted' }), className)}
      {...props}
    />
  );
}

const itemClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  minH: '11',
  cursor: 'pointer',
  fontSize: 'sm',
  _highlighted: { bg: 'brand.blueLight', outline: '2px solid', outlineColor: 'brand.blue', outlineOffset: '-2px' },
  _checked: { fontWeight: 'bold' },
});

/** One selectable choice of a radio group (menuitemradio). */
export function RadioItem({ className, ...props }: ComponentProps<typeof Ark.RadioItem>) {
  return <Ark.RadioItem className={cx(itemClass, className)} {...props} />;
}
