import { Accordion as Ark } from '@ark-ui/react/accordion';
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';

/** Accordion parts (Ark UI): sections that expand and collapse, operable with the keyboard. */
export const Root = Ark.Root;
export const Item = Ark.Item;

/** The open/closed mark inside the trigger: a span, since a button may hold phrasing content only. */
export function ItemIndicator({ className, children, ...props }: ComponentProps<typeof Ark.ItemIndicator>) {
  return (
    <Ark.ItemIndicator asChild {...props}>
      <span className={cx(css({ display: 'inline-flex' }), className)}>{children}</span>
    </Ark.ItemIndicator>
  );
}

/** The button that expands or collapses its section. */
export function ItemTrigger({ className, ...props }: ComponentProps<typeof Ark.ItemTrigger>) {
  return (
    <Ark.ItemTrigger
      className={cx(
        css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          w: 'full',
          minH: '12',
          px: '4',
          fontWeight: 'semibold',
          textAlign: 'start',
          cursor: 'pointer',
          _hover: { bg: 'surface' },
        }),
        className,
      )}
      {...props}
    />
  );
}

/** The section's body, hidden while collapsed. */
export function ItemContent({ className, ...props }: ComponentProps<typeof Ark.ItemContent>) {
  return <Ark.ItemContent className={cx(css({ bg: 'surface' }), className)} {...props} />;
}
