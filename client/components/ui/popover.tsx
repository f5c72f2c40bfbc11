import { Popover as Ark } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';

/** Popover parts (Ark UI) with the store's look; Content brings its own portal and positioner. */
export const Root = Ark.Root;
export const Trigger = Ark.Trigger;
export const CloseTrigger = Ark.CloseTrigger;
export const Description = Ark.Description;

const contentClass = css({
  bg: 'white',
  color: 'fg',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'lg',
  boxShadow: 'lg',
  p: '4',
  w: 'min(22rem, calc(100vw - 1rem))',
  maxH: '80vh',
  overflowY: 'auto',
  zIndex: 1500,
  _focusVisible: { outline: '3px solid', outlineColor: 'focus' },
});

/** The floating panel, portalled to the body and positioned next to its trigger. */
export function Content({ className, ...props }: ComponentProps<typeof Ark.Content>) {
  return (
    <Portal>
      <Ark.Positioner className={css({ zIndex: 1500 })}>
        <Ark.Content className={cx(contentClass, className)} {...props} />
      </Ark.Positioner>
    </Portal>
  );
}

/** The panel's heading. */
export function Title({ className, ...props }: ComponentProps<typeof Ark.Title>) {
  return <Ark.Title className={cx(css({ fontSize: 'md', fontWeight: 'bold', mb: '2' }), className)} {...props} />;
}
